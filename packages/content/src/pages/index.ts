import type { Seed, Schema } from '../seed-types.ts'
import { aboutPage } from './about.ts'
import { aerationPage } from './aeration.ts'
import { antControlPage } from './ant-control.ts'
import { beforeAfterPage } from './before-after.ts'
import { blogPage } from './blog.ts'
import { contactPage } from './contact.ts'
import { faqPage } from './faq.ts'
import { homePage } from './home.ts'
import { lawnProgramsPage } from './lawn-programs.ts'
import { antsPage } from './pest-ants.ts'
import { pestControlPage } from './pest-control.ts'
import { mosquitosPage } from './pest-mosquitos.ts'
import { optOutPage } from './opt-out.ts'
import { roachesPage } from './pest-roaches.ts'
import { spidersPage } from './pest-spiders.ts'
import { waspsPage } from './pest-wasps.ts'
import { pricingPage } from './pricing.ts'
import { quizPage } from './quiz.ts'
import { reviewUsPage } from './review-us.ts'
import { privacyPolicyPage } from './privacy-policy.ts'
import { specialsPage } from './specials.ts'
import { statsPage } from './stats.ts'
import { termsOfUsePage } from './terms-of-use.ts'
import { treeShrubPage } from './tree-shrub.ts'

export const pages: Seed<Schema.Page>[] = [
  homePage,
  lawnProgramsPage,
  treeShrubPage,
  aerationPage,
  antControlPage,
  pestControlPage,
  antsPage,
  spidersPage,
  roachesPage,
  waspsPage,
  mosquitosPage,
  pricingPage,
  specialsPage,
  aboutPage,
  faqPage,
  contactPage,
  statsPage,
  quizPage,
  beforeAfterPage,
  blogPage,
  privacyPolicyPage,
  termsOfUsePage,
  optOutPage,
  reviewUsPage,
]
