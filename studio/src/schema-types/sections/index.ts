import { boosterList } from './booster-list.ts'
import { contactInfo } from './contact-info.ts'
import { ctaBanner } from './cta-banner.ts'
import { estimatorSection } from './estimator-section.ts'
import { faqSection } from './faq-section.ts'
import { featureGrid } from './feature-grid.ts'
import { leadFormSection } from './lead-form-section.ts'
import { listSection } from './list-section.ts'
import { mediaText } from './media-text.ts'
import { milestonesSection } from './milestones-section.ts'
import { newsletterSection } from './newsletter-section.ts'
import { optOutSection } from './opt-out-section.ts'
import { pestGrid } from './pest-grid.ts'
import { planCards } from './plan-cards.ts'
import { postGrid } from './post-grid.ts'
import { problemSolution } from './problem-solution.ts'
import { quickLinks } from './quick-links.ts'
import { quizSection } from './quiz-section.ts'
import { richText } from './rich-text.ts'
import { savingsComparison } from './savings-comparison.ts'
import { serviceAreaGrid } from './service-area-grid.ts'
import { sharedBlockSection } from './shared-block-section.ts'
import { specialsSection } from './specials-section.ts'
import { statsSection } from './stats-section.ts'
import { steps } from './steps.ts'
import { testimonialsSection } from './testimonials-section.ts'
import { transformationsSection } from './transformations-section.ts'
import { zipCheckSection } from './zip-check-section.ts'

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
]

export const SECTION_TYPES = sectionSchemas.map((schema) => schema.name)
