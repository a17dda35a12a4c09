import { fireAntFaqs, lawnFaqs } from './faqs-lawn.ts'
import { antFaqs, pestControlFaqs, spiderFaqs } from './faqs-pest-control.ts'
import { mosquitoFaqs, roachFaqs, waspFaqs } from './faqs-pests.ts'

/** Every question shown on the service and pest pages. */
export const serviceFaqs = [
  ...lawnFaqs,
  ...fireAntFaqs,
  ...pestControlFaqs,
  ...antFaqs,
  ...spiderFaqs,
  ...roachFaqs,
  ...waspFaqs,
  ...mosquitoFaqs,
]
