import type { Seed, Schema } from '../seed-types.ts'
import { image, ref } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { transformations } from '../documents/transformations.ts'
import { linkButton } from './helpers.ts'

export const beforeAfterPage: Seed<Schema.Page> = {
  _id: pageId('/before-after'),
  _type: 'page',
  title: 'Before & After',
  path: '/before-after',
  kind: 'company',
  hero: {
    _type: 'hero',
    eyebrow: 'Typical cases, illustrated',
    heading: 'Before & After: North Florida Lawn and Pest Transformations',
    text: 'Chinch bug damage, sooty hedges, fire ant mounds and fungus rings: see how our team brings Jacksonville-area properties like these back. The pictures are illustrations of typical cases, not photographs of customers\u2019 yards.',
    buttons: [linkButton('Get Your Free Estimate', '/contact')],
    image: image('before-after/lawn-after', 'A thick, evenly green St. Augustine lawn beside a driveway after treatment'),
    showPhone: true,
  },
  sections: [
    {
      _type: 'transformationsSection',
      heading: 'Typical Transformations',
      intro: 'Each illustrated case shows what we usually find, what we do and what usually changes.',
      transformations: transformations.map((transformation) => ref(transformation._id)),
    },
    {
      _type: 'steps',
      heading: 'Our Proven Process',
      intro: 'The same three steps behind every case on this page.',
      items: [
        {
          _type: 'step',
          title: 'Professional Assessment',
          text: 'A technician walks your whole property, identifies the grass, soil conditions, insects, weeds and disease, and explains what they found before anything is applied.',
        },
        {
          _type: 'step',
          title: 'Targeted Treatments',
          text: 'We treat what your lawn and landscape actually need, timed to North Florida seasons, instead of spraying the same product everywhere.',
        },
        {
          _type: 'step',
          title: 'Ongoing Monitoring',
          text: 'Every visit checks how the last treatment worked and adjusts the plan. If a problem returns between visits, the service call is free.',
        },
      ],
    },
    {
      _type: 'ctaBanner',
      heading: 'Your Yard Could Be Our Next Transformation',
      text: 'Get a free assessment and your first treatment free. No contracts.',
      button: linkButton('Get Free Estimate', '/contact'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'Before & After: Typical Lawn and Pest Cases | {company}',
    description:
      'Illustrated before-and-after examples of the lawn and landscape problems we treat around Jacksonville: chinch bug recovery, shrub care, fire ant control and large patch repair.',
  },
}
