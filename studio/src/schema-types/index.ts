import { address } from './objects/address.ts'
import { withClaimWarnings } from './claim-warnings.ts'
import { articleBody } from './objects/article-body.ts'
import { blockContent } from './objects/block-content.ts'
import { cta } from './objects/cta.ts'
import { factBox } from './objects/fact-box.ts'
import { featureItem } from './objects/feature-item.ts'
import { hero } from './objects/hero.ts'
import { imageWithAlt } from './objects/image-with-alt.ts'
import { leadForm } from './objects/lead-form.ts'
import { link } from './objects/link.ts'
import { navGroup } from './objects/nav-group.ts'
import { openingHours } from './objects/opening-hours.ts'
import { quizAnswer, quizQuestion } from './objects/quiz-question.ts'
import { seo } from './objects/seo.ts'
import { townArea } from './objects/town-area.ts'
import { zipCheckWording } from './objects/zip-check-wording.ts'
import { reviewWording } from './objects/review-wording.ts'
import { leadMailWording } from './objects/lead-mail-wording.ts'
import { visitHours } from './objects/visit-hours.ts'
import { formThanksWording } from './objects/form-thanks-wording.ts'
import { visitPageWording } from './objects/visit-page-wording.ts'
import { sectionSchemas } from '@site/sanity/sections/schemas'
import { category } from './documents/category.ts'
import { factSheet } from './documents/fact-sheet.ts'
import { faq } from './documents/faq.ts'
import { location } from './documents/location.ts'
import { milestone } from './documents/milestone.ts'
import { page } from './documents/page.ts'
import { plan } from './documents/plan.ts'
import { post } from './documents/post.ts'
import { redirect } from './documents/redirect.ts'
import { special } from './documents/special.ts'
import { stat } from './documents/stat.ts'
import { testimonial } from './documents/testimonial.ts'
import { transformation } from './documents/transformation.ts'
import { blogSettings } from './singletons/blog-settings.ts'
import { locationSettings } from './singletons/location-settings.ts'
import { navigation } from './singletons/navigation.ts'
import { notFound } from './singletons/not-found.ts'
import { pricingRules } from './singletons/pricing-rules.ts'
import { quiz } from './singletons/quiz.ts'
import { sharedBlock } from './singletons/shared-block.ts'
import { siteSettings } from './singletons/site-settings.ts'
import { visitScheduling } from './singletons/visit-scheduling.ts'

export const singletonSchemas = [
  siteSettings,
  navigation,
  pricingRules,
  sharedBlock,
  quiz,
  locationSettings,
  blogSettings,
  notFound,
  visitScheduling,
]

export const documentSchemas = [
  page,
  post,
  category,
  factSheet,
  plan,
  special,
  location,
  testimonial,
  faq,
  stat,
  milestone,
  transformation,
  redirect,
]

// Every type carries the risky-claims warning on its text fields (claim-warnings.ts).
export const schemaTypes = [
  ...singletonSchemas,
  ...documentSchemas,
  imageWithAlt,
  seo,
  link,
  cta,
  featureItem,
  blockContent,
  articleBody,
  factBox,
  hero,
  leadForm,
  address,
  openingHours,
  navGroup,
  quizQuestion,
  quizAnswer,
  zipCheckWording,
  reviewWording,
  formThanksWording,
  townArea,
  leadMailWording,
  visitPageWording,
  visitHours,
  ...sectionSchemas,
].map(withClaimWarnings)
