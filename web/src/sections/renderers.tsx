import type { ReactNode } from 'react'
import type { Section, SectionOf } from '@/sanity/types'
import { BoosterList } from './booster-list/booster-list'
import { ContactInfo } from './contact-info/contact-info'
import { CtaBanner } from './cta-banner/cta-banner'
import { EstimatorSection } from './estimator-section/estimator-section'
import { FaqSection } from './faq-section/faq-section'
import { FeatureGrid } from './feature-grid/feature-grid'
import { LeadFormSection } from './lead-form-section/lead-form-section'
import { ListSection } from './list-section/list-section'
import { MediaText } from './media-text/media-text'
import { MilestonesSection } from './milestones-section/milestones-section'
import { NewsletterSection } from './newsletter-section/newsletter-section'
import { NoticeBand } from './notice-band/notice-band'
import { OptOutSection } from './opt-out-section/opt-out-section'
import { PestGrid } from './pest-grid/pest-grid'
import { PlanCards } from './plan-cards/plan-cards'
import { PostGrid } from './post-grid/post-grid'
import { ProblemSolution } from './problem-solution/problem-solution'
import { QuickLinks } from './quick-links/quick-links'
import { QuizSection } from './quiz-section/quiz-section'
import { RichTextSection } from './rich-text/rich-text-section'
import { SavingsComparison } from './savings-comparison/savings-comparison'
import { ServiceAreaGrid } from './service-area-grid/service-area-grid'
import { SharedBlockSection } from './shared-block-section/shared-block-section'
import { SpecialsSection } from './specials-section/specials-section'
import { StatsSection } from './stats-section/stats-section'
import { Steps } from './steps/steps'
import { TestimonialsSection } from './testimonials-section/testimonials-section'
import { TransformationsSection } from './transformations-section/transformations-section'
import { ZipCheckSection } from './zip-check-section/zip-check-section'

type SectionType = Section['_type']
type SectionMap = { [T in SectionType]: SectionOf<T> }
// Total on purpose: a section type the Studio offers without a component here is a type error.
type Renderer<T extends SectionType> = (props: { section: SectionMap[T] }) => ReactNode | Promise<ReactNode>
type Renderers = { [T in SectionType]: Renderer<T> }

const RENDERERS: Renderers = {
  featureGrid: FeatureGrid,
  testimonialsSection: TestimonialsSection,
  ctaBanner: CtaBanner,
  serviceAreaGrid: ServiceAreaGrid,
  faqSection: FaqSection,
  richText: RichTextSection,
  listSection: ListSection,
  planCards: PlanCards,
  leadFormSection: LeadFormSection,
  postGrid: PostGrid,
  newsletterSection: NewsletterSection,
  sharedBlockSection: SharedBlockSection,
  steps: Steps,
  problemSolution: ProblemSolution,
  pestGrid: PestGrid,
  boosterList: BoosterList,
  savingsComparison: SavingsComparison,
  specialsSection: SpecialsSection,
  statsSection: StatsSection,
  milestonesSection: MilestonesSection,
  transformationsSection: TransformationsSection,
  contactInfo: ContactInfo,
  quickLinks: QuickLinks,
  mediaText: MediaText,
  estimatorSection: EstimatorSection,
  quizSection: QuizSection,
  zipCheckSection: ZipCheckSection,
  optOutSection: OptOutSection,
  noticeBand: NoticeBand,
}

function renderSection<T extends SectionType>(type: T, section: SectionMap[T]): ReactNode {
  const Component: Renderer<T> = RENDERERS[type]
  return <Component key={section._key} section={section} />
}

const isKnown = (type: string): type is SectionType => Object.hasOwn(RENDERERS, type)
const reported = new Set<string>()

/**
 * A section type this build has no renderer for (a Studio deployed ahead of the site) draws nothing,
 * as a page without that section would, and is logged once per type, not on every render.
 */
function skipUnknown(section: { _type: string; _key: string }): null {
  if (!reported.has(section._type)) {
    reported.add(section._type)
    console.warn(`[sections] no renderer for section type "${section._type}" (first seen in section ${section._key}); it is left out.`)
  }
  return null
}

/** The page's sections, top to bottom, each drawn by the component of its type. */
export function Sections({ sections }: { sections: readonly Section[] | null }) {
  return <>{(sections ?? []).map((section) => (isKnown(section._type) ? renderSection(section._type, section) : skipUnknown(section)))}</>
}
