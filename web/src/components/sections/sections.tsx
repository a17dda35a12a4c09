import type { ReactNode } from 'react'
import type { Section, SectionOf } from '@/sanity/types'
import { BoosterList } from './booster-list'
import { ContactInfo } from './contact-info'
import { CtaBanner } from './cta-banner'
import { EstimatorSection } from './estimator-section'
import { FaqSection } from './faq-section'
import { FeatureGrid } from './feature-grid'
import { LeadFormSection } from './lead-form-section'
import { ListSection } from './list-section'
import { NewsletterSection } from './newsletter-section'
import { OptOutSection } from './opt-out-section'
import { PlanCards } from './plan-cards'
import { PostGrid } from './post-grid'
import { MediaText } from './media-text'
import { MilestonesSection } from './milestones-section'
import { QuickLinks } from './quick-links'
import { QuizSection } from './quiz-section'
import { RichTextSection } from './rich-text-section'
import { SavingsComparison } from './savings-comparison'
import { ServiceAreaGrid } from './service-area-grid'
import { SharedBlockSection } from './shared-block-section'
import { PestGrid } from './pest-grid'
import { ProblemSolution } from './problem-solution'
import { SpecialsSection } from './specials-section'
import { StatsSection } from './stats-section'
import { Steps } from './steps'
import { TestimonialsSection } from './testimonials-section'
import { TransformationsSection } from './transformations-section'
import { ZipCheckSection } from './zip-check-section'

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
}

function renderSection<T extends SectionType>(type: T, section: SectionMap[T]): ReactNode {
  const Component: Renderer<T> = RENDERERS[type]
  return <Component key={section._key} section={section} />
}

/** The page's sections, top to bottom, each drawn by the component of its type. */
export function Sections({ sections }: { sections: readonly Section[] | null }) {
  return <>{(sections ?? []).map((section) => renderSection(section._type, section))}</>
}
