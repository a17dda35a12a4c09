import type { Seed, Schema } from '../seed-types.ts'
import { image, ref } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { milestones, stats } from '../documents/company-facts.ts'
import { linkButton } from './helpers.ts'

export const statsPage: Seed<Schema.Page> = {
  _id: pageId('/stats'),
  _type: 'page',
  title: 'Stats',
  path: '/stats',
  kind: 'company',
  hero: {
    _type: 'hero',
    eyebrow: 'Family-owned since {foundedYear}',
    heading: '{company} by the Numbers',
    text: 'A quarter century of lawns, shrubs and homes across North Florida, counted in customers, cities and a {rating}-star rating from {reviewCount} reviews on {ratingSource}.',
    buttons: [linkButton('Get Your Free Estimate', '/contact')],
    image: image('about/family-team', 'The owners and their team beside a company service truck on a green lawn'),
    showPhone: true,
  },
  sections: [
    {
      _type: 'statsSection',
      heading: 'The Figures Behind Our Service',
      stats: stats.map((stat) => ref(stat._id)),
    },
    {
      _type: 'milestonesSection',
      heading: 'Our Story, Year by Year',
      intro: 'From one truck on the Southside to routes across four counties.',
      milestones: milestones.map((milestone) => ref(milestone._id)),
    },
    {
      _type: 'leadFormSection',
      heading: 'Join 1,000+ North Florida Homeowners',
      intro: 'Get a free estimate from a team with a track record you can check.',
      points: [
        'Reply within {responseHours} hours',
        'First treatment free for new customers',
        'No contracts, cancel any time with notice',
        'Rated {rating} out of 5 from {reviewCount} reviews on {ratingSource}',
      ],
      form: {
        _type: 'leadForm',
        formId: 'stats-page-form',
        heading: 'Get Your Free Estimate',
        text: 'Tell us where you are and what you need.',
        buttonLabel: 'Get Free Estimate',
      },
    },
    {
      _type: 'ctaBanner',
      heading: 'Become Part of Our Next Milestone',
      text: 'Lawn care, pest control and mosquito control from a family business that has been here since {foundedYear}.',
      button: linkButton('Contact Us', '/contact'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Our Stats & Milestones | {company}',
    description:
      '{years} years in business, {townCount} cities, 25+ team members and a {rating}-star rating from {reviewCount} reviews on {ratingSource}. See the milestones of a Jacksonville family business since {foundedYear}.',
  },
}
