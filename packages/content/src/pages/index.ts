import type { Seed, Schema } from '../seed-types.ts'
import { aboutPage } from './about.ts'
import { beforeAfterPage } from './before-after.ts'
import { contactPage } from './contact.ts'
import { faqPage } from './faq.ts'
import { homePage } from './home.ts'
import { pricingPage } from './pricing.ts'
import { privacyPolicyPage } from './privacy-policy.ts'
import { specialsPage } from './specials.ts'
import { statsPage } from './stats.ts'
import { termsOfUsePage } from './terms-of-use.ts'

export const pages: Seed<Schema.Page>[] = [
  homePage,
  pricingPage,
  specialsPage,
  aboutPage,
  faqPage,
  contactPage,
  statsPage,
  beforeAfterPage,
  privacyPolicyPage,
  termsOfUsePage,
]
