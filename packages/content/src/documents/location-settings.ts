import type { Seed, Schema } from '../seed-types.ts'

export const locationSettings: Seed<Schema.LocationSettings> = {
  _id: 'locationSettings',
  _type: 'locationSettings',
  areaTag: 'Service Area',
  estimateLabel: 'Get Free Estimate',
  estimateDialogTitle: 'Free Estimate in {town}',
  estimateDialogText: 'Tell us about your property and a local technician will reply within {responseHours} hours.',
  estimateDialogButton: 'Request My Estimate',
  servicesHeading: 'Our Services in {town}',
  detailsHeading: '{town} Service Details',
  populationLabel: 'Population served',
  zipLabel: 'ZIP codes',
  neighborhoodsLabel: 'Neighborhoods and communities',
  frequencyLabel: 'Service frequency',
  responseLabel: 'Response time',
  expertiseLabel: 'Local expertise',
  guideHeading: 'Lawns and Pests in {town}',
  articlesHeading: 'Read More About {town} and Nearby',
  // The review shown is a sample until real ones replace it: the heading does not call it a customer's.
  testimonialHeading: 'What a Visit Looks Like',
  ctaHeading: 'Ready for a Better Lawn in {town}?',
  ctaText: 'Get a free, no-obligation estimate. We answer within {responseHours} hours and never ask for a long-term contract.',
  ctaButtonLabel: 'Get Your Free {town} Estimate',
}
