import type { Seed, Schema } from '../seed-types.ts'

type FeatureItem = Seed<Schema.FeatureItem>

export const card = (icon: FeatureItem['icon'], title: string, text: string, href?: string): FeatureItem => ({
  _type: 'featureItem',
  icon,
  title,
  text,
  ...(href ? { href } : {}),
})

export const linkButton = (label: string, href: string): Seed<Schema.Cta> => ({ _type: 'cta', label, action: 'link', href })

export const estimateButton = (label: string): Seed<Schema.Cta> => ({ _type: 'cta', label, action: 'estimate' })

/** The estimate form beside a page's heading; the send button reads "Get Free Estimate" unless told otherwise. */
export const heroForm = (
  formId: Seed<Schema.LeadForm>['formId'],
  heading: string,
  text: string,
  buttonLabel = 'Get Free Estimate',
): Seed<Schema.LeadForm> => ({ _type: 'leadForm', formId, heading, text, buttonLabel })

export const step = (title: string, text: string) => ({ _type: 'step' as const, title, text })

/**
 * Reviews of the page's own service, newest first: shown once a real review names the page as its
 * service (none does in the seed, so the section stays out of the page until then).
 */
export const ownReviews = (heading: string): Seed<Schema.TestimonialsSection> => ({
  _type: 'testimonialsSection',
  heading,
  ownReviews: true,
})
