import { defineQuery } from 'groq'
import {
  heroFragment,
  imageFragment,
  linkFragment,
  planFragment,
  sectionsFragment,
  seoFragment,
  testimonialFragment,
  featureItemFragment,
  ctaFragment,
} from './fragments.ts'

/** Everything the layout needs on every page: company facts, menus, plans for the service lists. */
export const layoutQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0] {
    companyName, phone, secondaryPhone, email, address, socialProfiles[] { ${linkFragment} },
    hours[] { _key, label, days, opens, closes }, paymentMethods, currency, rating, serviceRadiusMeters,
    yearsInBusiness, foundedYear, license, responseTime, footerBlurb, consentText, consentVersion,
    titleSuffix, defaultDescription, gtmContainerId
  },
  "navigation": *[_type == "navigation" && _id == "navigation"][0] {
    header[] { _key, label, links[] { ${linkFragment} } },
    contactLabel,
    contactDialog { title, text, buttonLabel },
    footerServices[] { ${linkFragment} },
    footerQuickLinks[] { ${linkFragment} },
    footerAreas[] { ${linkFragment} }
  },
  "plans": *[_type == "plan"] | order(order asc) { ${planFragment} },
  "pricing": *[_type == "pricingRules" && _id == "pricingRules"][0] {
    includedSqft, extraPer1000Sqft, prepayDiscountPercent, boosterPrice,
    boosters[] { _key, month, title, description },
    addOns[] { _key, key, name, monthlyPrice, description },
    otherServiceOptions[] { _key, value, label },
    serviceSelectPrompt
  },
  "sharedBlock": *[_type == "sharedBlock" && _id == "sharedBlock"][0] { heading, text, points[] { ${featureItemFragment} }, button { ${ctaFragment} } },
  "towns": *[_type == "location"] | order(order asc) { name, "slug": slug.current }
}`)

export const pageQuery = defineQuery(`*[_type == "page" && path == $path][0] {
  _id, _updatedAt, title, path, kind, serviceName,
  hero { ${heroFragment} },
  sections[] { ${sectionsFragment} },
  estimateDialog { title, text, formId, buttonLabel },
  ${seoFragment}
}`)

export const pagePathsQuery = defineQuery(`*[_type == "page" && defined(path)] { path, kind, _updatedAt }`)

export const postCardsQuery = defineQuery(`*[_type == "post" && defined(slug.current)] | order(date desc, title asc) {
  _id, title, "slug": slug.current, date, excerpt,
  "category": category-> { title, "slug": slug.current },
  image { ${imageFragment} }
}`)

export const postQuery = defineQuery(`*[_type == "post" && slug.current == $slug][0] {
  _id, _updatedAt, title, "slug": slug.current, date, excerpt, body, showSharedBlock,
  "category": category-> { _id, title, "slug": slug.current },
  image { ${imageFragment} },
  cta { heading, text, label, href, secondaryPhone },
  ${seoFragment},
  "related": *[_type == "post" && category._ref == ^.category._ref && slug.current != ^.slug.current] | order(date desc) [0...3] {
    _id, title, "slug": slug.current, date, excerpt, image { ${imageFragment} }
  }
}`)

export const postSlugsQuery = defineQuery(`*[_type == "post" && defined(slug.current)] { "slug": slug.current, date, _updatedAt }`)

export const categoriesQuery = defineQuery(`*[_type == "category"] | order(title asc) { _id, title, "slug": slug.current, description }`)

export const locationQuery = defineQuery(`*[_type == "location" && slug.current == $slug][0] {
  _id, _updatedAt, name, "slug": slug.current, title, tagline, description, population, zipCodes, neighborhoods,
  frequency, responseTime, localNote,
  "services": services[]-> { _id, title, path, "text": hero.text },
  testimonial-> { ${testimonialFragment} },
  sections[] { ${sectionsFragment} }
}`)

export const locationSettingsQuery = defineQuery(`*[_type == "locationSettings" && _id == "locationSettings"][0] {
  areaTag, estimateLabel, servicesHeading, detailsHeading, populationLabel, zipLabel, neighborhoodsLabel,
  frequencyLabel, responseLabel, expertiseLabel, testimonialHeading, ctaHeading, ctaText, ctaButtonLabel
}`)

export const locationSlugsQuery = defineQuery(
  `*[_type == "location" && defined(slug.current)] | order(order asc) { "slug": slug.current, _updatedAt }`,
)

export const quizQuery = defineQuery(`*[_type == "quiz" && _id == "quiz"][0] {
  introHeading, introText, startLabel, resultsHeading, resultsText, formHeading, formButtonLabel, retakeLabel,
  questions[] { _key, id, text, answers[] { _key, text, points, setsPetKidFlag } },
  categories[] { _key, key, name, why, href }
}`)

export const redirectsQuery = defineQuery(
  `*[_type == "redirect" && defined(source) && defined(destination)] { source, destination, permanent }`,
)

/** Every image asset, for the content-source tests and the seed writer. */
export const imageAssetsQuery = defineQuery(`*[_type == "sanity.imageAsset"] { _id, url, metadata { dimensions { width, height } } }`)

// Re-exported so callers can build their own card projections from the same fragment.
export { imageFragment }
