import type { Seed, Schema } from '../seed-types.ts'
import { pageId } from '../documents/ids.ts'
import { faqRefs } from '../documents/faq.ts'
import { heroForm, linkButton, ownReviews } from './helpers.ts'

type Section = NonNullable<Seed<Schema.Page>['sections']>[number]
type Faq = Seed<Schema.Faq>

/** What one pest landing page says; the layout is the same for all five. */
export type PestLanding = {
  path: `/pest-control/${string}`
  title: string
  serviceName: string
  formId: Seed<Schema.LeadForm>['formId']
  hero: { eyebrow: string; heading: string; text: string; formHeading: string; formText: string }
  tiles: Omit<Seed<Schema.FeatureGrid>, '_type' | 'columns' | 'tone'>
  /** Sections placed between the feature tiles and the problem-and-solution section. */
  extra?: Section[]
  problemSolution: Omit<Seed<Schema.ProblemSolution>, '_type'>
  faqs: { heading: string; intro: string; items: readonly Faq[] }
  cta: { heading: string; text: string }
  seo: { title: string; description: string }
}

/**
 * A pest landing page: hero with a Get Free Estimate link to /contact, the phone link and the lead
 * form card; four feature tiles; problem and solution with a picture; six questions; the page's own
 * reviews once there are real ones; a closing call to action.
 */
export function pestLandingPage(content: PestLanding): Seed<Schema.Page> {
  return {
    _id: pageId(content.path),
    _type: 'page',
    title: content.title,
    path: content.path,
    kind: 'pest',
    serviceName: content.serviceName,
    hero: {
      _type: 'hero',
      eyebrow: content.hero.eyebrow,
      heading: content.hero.heading,
      text: content.hero.text,
      buttons: [linkButton('Get Free Estimate', '/contact')],
      showPhone: true,
      form: heroForm(content.formId, content.hero.formHeading, content.hero.formText),
    },
    sections: [
      { _type: 'featureGrid', ...content.tiles, columns: 4, tone: 'plain' },
      ...(content.extra ?? []),
      { _type: 'problemSolution', ...content.problemSolution },
      { _type: 'faqSection', heading: content.faqs.heading, intro: content.faqs.intro, faqs: faqRefs(content.faqs.items) },
      ownReviews(`Reviews of Our ${content.title}`),
      {
        _type: 'ctaBanner',
        heading: content.cta.heading,
        text: content.cta.text,
        button: linkButton('Get Free Estimate', '/contact'),
        showPhone: true,
        tone: 'brand',
      },
    ],
    seo: { _type: 'seo', ...content.seo },
  }
}
