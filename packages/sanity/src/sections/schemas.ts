import { boosterList } from './booster-list/schema.ts'
import { contactInfo } from './contact-info/schema.ts'
import { ctaBanner } from './cta-banner/schema.ts'
import { estimatorSection } from './estimator-section/schema.ts'
import { faqSection } from './faq-section/schema.ts'
import { featureGrid } from './feature-grid/schema.ts'
import { leadFormSection } from './lead-form-section/schema.ts'
import { listSection } from './list-section/schema.ts'
import { mediaText } from './media-text/schema.ts'
import { milestonesSection } from './milestones-section/schema.ts'
import { newsletterSection } from './newsletter-section/schema.ts'
import { noticeBand } from './notice-band/schema.ts'
import { optOutSection } from './opt-out-section/schema.ts'
import { pestGrid } from './pest-grid/schema.ts'
import { planCards } from './plan-cards/schema.ts'
import { postGrid } from './post-grid/schema.ts'
import { problemSolution } from './problem-solution/schema.ts'
import { quickLinks } from './quick-links/schema.ts'
import { quizSection } from './quiz-section/schema.ts'
import { richText } from './rich-text/schema.ts'
import { savingsComparison } from './savings-comparison/schema.ts'
import { serviceAreaGrid } from './service-area-grid/schema.ts'
import { sharedBlockSection } from './shared-block-section/schema.ts'
import { specialsSection } from './specials-section/schema.ts'
import { statsSection } from './stats-section/schema.ts'
import { steps } from './steps/schema.ts'
import { testimonialsSection } from './testimonials-section/schema.ts'
import { transformationsSection } from './transformations-section/schema.ts'
import { zipCheckSection } from './zip-check-section/schema.ts'

/** The section types the page builder offers, in the order of its "Add item" menu. */
export const sectionSchemas = [
  featureGrid,
  richText,
  listSection,
  steps,
  planCards,
  faqSection,
  problemSolution,
  pestGrid,
  ctaBanner,
  testimonialsSection,
  serviceAreaGrid,
  savingsComparison,
  specialsSection,
  statsSection,
  milestonesSection,
  transformationsSection,
  contactInfo,
  quickLinks,
  leadFormSection,
  mediaText,
  quizSection,
  estimatorSection,
  sharedBlockSection,
  boosterList,
  postGrid,
  newsletterSection,
  zipCheckSection,
  optOutSection,
  noticeBand,
]

export const SECTION_TYPES = sectionSchemas.map((schema) => schema.name)
