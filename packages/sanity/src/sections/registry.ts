import { boosterListProjection, boosterListReferences } from './booster-list/query.ts'
import { contactInfoProjection, contactInfoReferences } from './contact-info/query.ts'
import { ctaBannerProjection, ctaBannerReferences } from './cta-banner/query.ts'
import { estimatorSectionProjection, estimatorSectionReferences } from './estimator-section/query.ts'
import { faqSectionProjection, faqSectionReferences } from './faq-section/query.ts'
import { featureGridProjection, featureGridReferences } from './feature-grid/query.ts'
import { leadFormSectionProjection, leadFormSectionReferences } from './lead-form-section/query.ts'
import { listSectionProjection, listSectionReferences } from './list-section/query.ts'
import { mediaTextProjection, mediaTextReferences } from './media-text/query.ts'
import { milestonesSectionProjection, milestonesSectionReferences } from './milestones-section/query.ts'
import { newsletterSectionProjection, newsletterSectionReferences } from './newsletter-section/query.ts'
import { noticeBandProjection, noticeBandReferences } from './notice-band/query.ts'
import { optOutSectionProjection, optOutSectionReferences } from './opt-out-section/query.ts'
import { pestGridProjection, pestGridReferences } from './pest-grid/query.ts'
import { planCardsProjection, planCardsReferences } from './plan-cards/query.ts'
import { postGridProjection, postGridReferences } from './post-grid/query.ts'
import { problemSolutionProjection, problemSolutionReferences } from './problem-solution/query.ts'
import { quickLinksProjection, quickLinksReferences } from './quick-links/query.ts'
import { quizSectionProjection, quizSectionReferences } from './quiz-section/query.ts'
import { richTextProjection, richTextReferences } from './rich-text/query.ts'
import { savingsComparisonProjection, savingsComparisonReferences } from './savings-comparison/query.ts'
import { serviceAreaGridProjection, serviceAreaGridReferences } from './service-area-grid/query.ts'
import { sharedBlockSectionProjection, sharedBlockSectionReferences } from './shared-block-section/query.ts'
import { specialsSectionProjection, specialsSectionReferences } from './specials-section/query.ts'
import { statsSectionProjection, statsSectionReferences } from './stats-section/query.ts'
import { stepsProjection, stepsReferences } from './steps/query.ts'
import { testimonialsSectionProjection, testimonialsSectionReferences } from './testimonials-section/query.ts'
import { transformationsSectionProjection, transformationsSectionReferences } from './transformations-section/query.ts'
import { zipCheckSectionProjection, zipCheckSectionReferences } from './zip-check-section/query.ts'
import type { SectionType } from '../tags.ts'

// Each section folder's query.ts holds what a page read asks for it (its projection) and the
// document types that projection dereferences (the cache tags of a page showing it): one line each here.
// The projection stays one literal template so typegen can type what a page read returns.

/** Every section type with its references and images expanded. */
export const sectionsFragment = /* groq */ `
  _key,
  _type,
  _type == "featureGrid" => ${featureGridProjection},
  _type == "richText" => ${richTextProjection},
  _type == "listSection" => ${listSectionProjection},
  _type == "steps" => ${stepsProjection},
  _type == "planCards" => ${planCardsProjection},
  _type == "faqSection" => ${faqSectionProjection},
  _type == "problemSolution" => ${problemSolutionProjection},
  _type == "pestGrid" => ${pestGridProjection},
  _type == "ctaBanner" => ${ctaBannerProjection},
  _type == "testimonialsSection" => ${testimonialsSectionProjection},
  _type == "serviceAreaGrid" => ${serviceAreaGridProjection},
  _type == "savingsComparison" => ${savingsComparisonProjection},
  _type == "specialsSection" => ${specialsSectionProjection},
  _type == "statsSection" => ${statsSectionProjection},
  _type == "milestonesSection" => ${milestonesSectionProjection},
  _type == "transformationsSection" => ${transformationsSectionProjection},
  _type == "contactInfo" => ${contactInfoProjection},
  _type == "quickLinks" => ${quickLinksProjection},
  _type == "leadFormSection" => ${leadFormSectionProjection},
  _type == "mediaText" => ${mediaTextProjection},
  _type == "quizSection" => ${quizSectionProjection},
  _type == "estimatorSection" => ${estimatorSectionProjection},
  _type == "sharedBlockSection" => ${sharedBlockSectionProjection},
  _type == "boosterList" => ${boosterListProjection},
  _type == "postGrid" => ${postGridProjection},
  _type == "newsletterSection" => ${newsletterSectionProjection},
  _type == "zipCheckSection" => ${zipCheckSectionProjection},
  _type == "optOutSection" => ${optOutSectionProjection},
  _type == "noticeBand" => ${noticeBandProjection},
`

/**
 * The document types each section's projection dereferences, so a page read carries only the tags of
 * the sections it holds: publishing a review refreshes the pages that show reviews, not every page.
 * Kept to the schema and the projections by tags.test.ts, which derives both from studio/schema.json.
 */
export const SECTION_REFERENCES = {
  featureGrid: featureGridReferences,
  richText: richTextReferences,
  listSection: listSectionReferences,
  steps: stepsReferences,
  planCards: planCardsReferences,
  faqSection: faqSectionReferences,
  problemSolution: problemSolutionReferences,
  pestGrid: pestGridReferences,
  ctaBanner: ctaBannerReferences,
  testimonialsSection: testimonialsSectionReferences,
  serviceAreaGrid: serviceAreaGridReferences,
  savingsComparison: savingsComparisonReferences,
  specialsSection: specialsSectionReferences,
  statsSection: statsSectionReferences,
  milestonesSection: milestonesSectionReferences,
  transformationsSection: transformationsSectionReferences,
  contactInfo: contactInfoReferences,
  quickLinks: quickLinksReferences,
  leadFormSection: leadFormSectionReferences,
  mediaText: mediaTextReferences,
  quizSection: quizSectionReferences,
  estimatorSection: estimatorSectionReferences,
  sharedBlockSection: sharedBlockSectionReferences,
  boosterList: boosterListReferences,
  postGrid: postGridReferences,
  newsletterSection: newsletterSectionReferences,
  zipCheckSection: zipCheckSectionReferences,
  optOutSection: optOutSectionReferences,
  noticeBand: noticeBandReferences,
} satisfies Record<SectionType, readonly string[]>
