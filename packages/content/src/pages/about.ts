import type { Seed, Schema } from '../seed-types.ts'
import { image } from '../refs.ts'
import { pageId } from '../documents/ids.ts'
import { markdownToPortableText } from '../markdown.ts'
import { card, linkButton } from './helpers.ts'

const ownerStory = markdownToPortableText(`
Our family started {company} in 2000 with one truck, one spreader and a promise to our Jacksonville neighbors: treat every yard as if it were our own, and pick up the phone when you call.

That promise has not changed. Today our certified operators, ID-carded technicians and office staff cover {townCount} cities across North Florida, and the family still runs the business day to day, reviews new property plans and returns the calls that need an owner.

We know these yards. Sandy soil that drains in minutes, St. Augustine grass that chinch bugs love, summer storms that wash out a treatment, a mosquito season that runs from March to November. Our programs follow that calendar, not a national script.
`)

export const aboutPage: Seed<Schema.Page> = {
  _id: pageId('/about'),
  _type: 'page',
  title: 'About Us',
  path: '/about',
  kind: 'company',
  hero: {
    _type: 'hero',
    eyebrow: 'Family-owned since {foundedYear}',
    heading: 'A Jacksonville Family Caring for North Florida Yards',
    // One figure for the company's age on this page: the value card's 18+ (other pages say {years}).
    text: '{company} keeps lawns green, shrubs healthy and pests in check across North Florida, with the same family answering the phone.',
    showPhone: true,
    form: {
      _type: 'leadForm',
      formId: 'about-page-form',
      heading: 'Get Your Free Estimate',
      text: 'Meet the team on your own property. We reply within {responseHours} hours.',
      buttonLabel: 'Get Free Estimate',
    },
  },
  sections: [
    {
      _type: 'mediaText',
      eyebrow: 'Our story',
      heading: 'Started With One Truck and a Promise',
      body: ownerStory,
      image: image(
        'about/family-team',
        'The owners and their team standing beside a company service truck in front of a green Jacksonville lawn',
      ),
      imageSide: 'right',
    },
    {
      _type: 'featureGrid',
      heading: 'What We Stand For',
      intro: 'Four values every technician carries onto your property.',
      columns: 4,
      tone: 'tinted',
      items: [
        card('check', 'Honest Advice', 'We recommend only what your yard needs, and we tell you when it does not need a treatment.'),
        // The second reading of the company's age (18+ years); pages that say {years} never show it.
        card(
          'award',
          '18+ Years of Local Know-How',
          'Long experience in North Florida yards means we spot chinch bugs, large patch and fire ant pressure at a glance.',
        ),
        card(
          'paw',
          'Label Rates, Clear Re-entry Times',
          'Every product applied at its label rate; children and pets can use treated areas again after {reentryHours} hours, per the product label.',
        ),
        card(
          'shield',
          'We Stand Behind Our Work',
          'If pests or weeds come back between visits, so do we, at no charge, until the problem is solved.',
        ),
      ],
    },
    {
      _type: 'listSection',
      heading: 'Our Service Philosophy',
      intro: 'Great lawn and pest care is mostly doing the small things right, on time, every visit.',
      style: 'number',
      items: [
        'Inspect before we treat: every visit starts with a walk around your property.',
        'Treat the cause, not the symptom: thin turf usually means water, soil or insects, not a lack of fertilizer.',
        'Time every treatment to North Florida seasons, from pre-emergent in late winter to disease prevention in the fall.',
        'Use the least product that does the job, placed exactly where it is needed.',
        'Leave a note after every visit that says what we found and what we did.',
        'Come back free between visits when something is not right.',
      ],
    },
    {
      _type: 'ctaBanner',
      heading: 'Let Our Family Take Care of Yours',
      text: 'Get a free estimate and your first treatment free. No contracts, ever.',
      button: linkButton('Get Free Estimate', '/contact'),
      showPhone: true,
      tone: 'brand',
    },
  ],
  seo: {
    _type: 'seo',
    title: 'About Us: Family-Owned Lawn & Pest Control Since {foundedYear} | {company}',
    description:
      'Meet the family behind {company}: lawn care, pest control and mosquito control for Jacksonville and North Florida since {foundedYear}. {license}.',
  },
}
