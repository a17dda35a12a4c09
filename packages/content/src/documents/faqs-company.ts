import type { Seed, Schema } from '../seed-types.ts'

type Faq = Seed<Schema.Faq>

const faq = (id: string, topic: 'general' | 'pricing', question: string, answer: string): Faq => ({
  _id: `faq-${topic}-${id}`,
  _type: 'faq',
  topic,
  question,
  answer,
})

// Questions about the company as a whole (the FAQ page) and about prices (the pricing page).
export const generalFaqs: Faq[] = [
  faq(
    'areas',
    'general',
    'Which areas do you serve?',
    'We serve Jacksonville and the surrounding North Florida communities within about {radiusMiles} miles of our Baymeadows office: Duval, St. Johns, Clay and Nassau counties, including St. Johns, Ponte Vedra Beach, Jacksonville Beach, Atlantic Beach, Orange Park, Fleming Island, Middleburg, Green Cove Springs, St. Augustine, Fernandina Beach and Yulee.\n\nNot sure whether your street is on our routes? Call {phone} and we will tell you right away.',
  ),
  faq(
    'safety',
    'general',
    'When can my children and pets use treated areas again?',
    'Our technicians apply every product at its label rate, and children and pets can use treated areas again after {reentryHours} hours, per the product label, once liquid applications have dried. Granular products are watered in so they move into the soil; keep everyone off until then.\n\nIf someone in your home has a specific sensitivity, tell us before the first visit and we will adjust products and placement.',
  ),
  faq(
    'frequency',
    'general',
    'How often will you treat my lawn?',
    'Our lawn programs include {treatmentsPerYear} treatments a year, timed to the North Florida calendar: pre-emergent weed control in late winter, feeding and insect control through spring and summer, and potassium and disease prevention in the fall. Optional seasonal boosters add five more visits in March, May, July, September and December.',
  ),
  faq(
    'contracts',
    'general',
    'Do I have to sign a long-term contract?',
    'No. Every program is month-to-month. You can pause or cancel with proper notice before your next scheduled visit, and there is no cancellation fee.',
  ),
  faq(
    'licensed',
    'general',
    'Are you licensed and insured?',
    'Yes. {company} is a {license}: Florida licenses pest control done for hire on lawns, shrubs, homes and yards, mosquito treatments included, under Chapter 482 of its statutes. We carry general liability insurance. Our certified operators hold Florida certificates in general household pest control and in lawn and ornamental pest control and plan the work, and every technician carries an identification card from the Florida Department of Agriculture and Consumer Services (FDACS). You can look up any Florida pest control license on the FDACS website.',
  ),
  faq(
    'between-visits',
    'general',
    'What happens if pests or weeds come back between visits?',
    'Call us. Service calls between scheduled visits are free on every program, and we keep coming back until the problem is handled.',
  ),
  faq(
    'start',
    'general',
    'How quickly can you start?',
    'We contact every request within {responseHours} hours. Service calls are usually same-day or next-day, and a first lawn visit can typically be scheduled within the week.',
  ),
  faq(
    'home',
    'general',
    'Do I need to be home during a treatment?',
    'Not for lawn, tree and shrub or mosquito service: leave side gates unlocked and pets indoors, and we leave a visit note describing what we treated. For interior pest control someone 18 or older needs to let us in; the exterior barrier can be done while you are out.',
  ),
]

export const pricingFaqs: Faq[] = [
  faq(
    'cost',
    'pricing',
    'How much does lawn care cost?',
    'Plans run from {price:lawn-program} to {price:complete} a month. The Lawn Program is {price:lawn-program}, Lawn + Shrub {price:lawn-shrub}, Lawn + Pest Control {price:lawn-pest} and the Complete Package {price:complete}. Those prices cover lawns up to {includedSqft} sq ft; larger lawns add {extraPer1000} a month for each additional 1,000 sq ft.',
  ),
  faq(
    'lawn-size',
    'pricing',
    'How do you measure my lawn size?',
    'We measure the treated turf only, not the house, driveway or planting beds, from property records and aerial imagery, and confirm it on the first visit. Plan prices cover up to {includedSqft} sq ft; each additional 1,000 sq ft, or part of it, adds {extraPer1000} a month.',
  ),
  faq(
    'boosters',
    'pricing',
    'What are seasonal boosters and do I need them?',
    'Boosters are five extra targeted visits in March, May, July, September and December: spring green-up, early-summer strength, mid-summer defense, fall recovery and winter protection. They are included in Lawn + Shrub and the Complete Package. On the other plans each booster is {boosterPrice} and entirely optional.',
  ),
  faq(
    'prepay',
    'pricing',
    'How does the prepay discount work?',
    'Pay for twelve months up front and we take {prepayDiscount} off the year, including any seasonal boosters you have chosen. Everything else stays the same: the same visits, the same free service calls between them.',
  ),
  faq(
    'free-treatments',
    'pricing',
    'Is the first treatment really free?',
    'Yes. New customers get their first treatment free with no commitment: if you do not like the result, you owe nothing. Sign up for a lawn program and your 4th treatment is free as well.',
  ),
  faq(
    'payment',
    'pricing',
    'How can I pay?',
    'We accept cash, check and all major credit cards. Most customers keep a card on file and are billed monthly after each visit; you can also prepay the year and save {prepayDiscount}.',
  ),
]
