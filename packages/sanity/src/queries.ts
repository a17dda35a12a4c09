import { defineQuery } from 'groq'
import {
  heroFragment,
  imageFragment,
  linkFragment,
  planFragment,
  seoFragment,
  testimonialFragment,
  featureItemFragment,
  ctaFragment,
  postCardFragment,
  articleBodyFragment,
} from './fragments.ts'
import { sectionsFragment } from './sections/registry.ts'

/** Everything the layout needs on every page: company facts, menus, plans for the service lists. */
export const layoutQuery = defineQuery(`{
  "settings": *[_type == "siteSettings" && _id == "siteSettings"][0] {
    companyName, phone, secondaryPhone, email, address, socialProfiles[] { ${linkFragment} },
    hours[] { _key, label, days, opens, closes }, paymentMethods, currency, rating, serviceRadiusMeters,
    yearsInBusiness, foundedYear, license, responseTime, footerBlurb, consentText, consentVersion, "hubspotSubscriptionIds": coalesce(hubspotSubscriptionIds, []),
    smsConsentText, smsConsentVersion, hubspotSmsSubscriptionId, newsletterConsentText, newsletterConsentVersion,
    titleSuffix, defaultDescription, gtmContainerId,
    responseHours, reentryHours, mosquitoWeeks, lawnVisitWeeks, treatmentsPerYear,
    licenseNumber,
    leadRetentionYears, backupDays,
    "townCount": count(*[_type == "location" && defined(slug.current)]),
    zipCheck { heading, intro, label, buttonLabel, servedText, townLabel, notServedText },
    googleReviewUrl,
    reviewWording { sampleLabel, googleLabel, facebookLabel, letterLabel },
    formThanks { leadHeading, leadText, newsletterHeading, newsletterText, optOutHeading, optOutText, homeLabel }
  },
  "navigation": *[_type == "navigation" && _id == "navigation"][0] {
    header[] { _key, label, links[] { ${linkFragment} } },
    contactLabel,
    contactDialog { title, text, buttonLabel },
    footerServices[] { ${linkFragment} },
    footerQuickLinks[] { ${linkFragment} },
    footerAreas[] { ${linkFragment} }
  },
  "plans": *[_type == "plan"] | order(orderRank asc) { ${planFragment} },
  "pricing": *[_type == "pricingRules" && _id == "pricingRules"][0] {
    includedSqft, extraPer1000Sqft, prepayDiscountPercent, boosterPrice,
    boosters[] { _key, month, title, description },
    addOns[] { _key, key, name, monthlyPrice, description },
    otherServiceOptions[] { _key, value, label },
    serviceSelectPrompt
  },
  "sharedBlock": *[_type == "sharedBlock" && _id == "sharedBlock"][0] { heading, text, points[] { ${featureItemFragment} }, button { ${ctaFragment} } },
  "towns": *[_type == "location"] | order(orderRank asc) { name, "slug": slug.current }
}`)

export const pageQuery = defineQuery(`*[_type == "page" && path == $path][0] {
  _id, _updatedAt, title, path, kind, serviceName,
  hero { ${heroFragment} },
  sections[] { ${sectionsFragment} },
  estimateDialog { title, text, formId, buttonLabel },
  ${seoFragment}
}`)

/**
 * The section types of one page, read before the page itself so that read carries the tags of only
 * the types its sections show (tags.ts). Tagged by the page: publishing it refreshes both reads.
 */
export const pageSectionTypesQuery = defineQuery(`*[_type == "page" && path == $path][0].sections[]._type`)

/** A page's title alone, for breadcrumbs on other pages: tagged by that page only, not by its sections. */
export const pageTitleQuery = defineQuery(`*[_type == "page" && path == $path][0].title`)

export const pagePathsQuery = defineQuery(`*[_type == "page" && defined(path)] { path, kind, _updatedAt }`)

export const postCardsQuery = defineQuery(`*[_type == "post" && defined(slug.current)] | order(date desc, title asc) {
  ${postCardFragment}
}`)

/** One page of the blog's cards (newest first, cards $start to $end - 1) and how many articles there are. */
export const postCardsPageQuery = defineQuery(`{
  "total": count(*[_type == "post" && defined(slug.current)]),
  "posts": *[_type == "post" && defined(slug.current)] | order(date desc, title asc) [$start...$end] { ${postCardFragment} }
}`)

/** How many articles the blog and each category list, to know their page numbers. */
export const postCountsQuery = defineQuery(`{
  "total": count(*[_type == "post" && defined(slug.current)]),
  "categories": *[_type == "category" && defined(slug.current)] | order(title asc) {
    "slug": slug.current, "total": count(*[_type == "post" && defined(slug.current) && category._ref == ^._id])
  }
}`)

export const postQuery = defineQuery(`*[_type == "post" && slug.current == $slug][0] {
  _id, _updatedAt, title, "slug": slug.current, date, excerpt, body[] { ${articleBodyFragment} }, showSharedBlock,
  "category": category-> { _id, title, "slug": slug.current },
  image { ${imageFragment} },
  cta { heading, text, label, href, secondaryPhone },
  ${seoFragment},
  "related": *[_type == "post" && category._ref == ^.category._ref && slug.current != ^.slug.current] | order(date desc) [0...3] {
    ${postCardFragment}
  }
}`)

/**
 * How many fact boxes an article shows, read before the article so that read carries the factSheet tag
 * only when it has one: publishing a fact box then refreshes the articles showing it, not every article.
 */
export const postFactBoxCountQuery = defineQuery(`count(*[_type == "post" && slug.current == $slug][0].body[_type == "factBox"])`)

export const postSlugsQuery = defineQuery(`*[_type == "post" && defined(slug.current)] { "slug": slug.current, date, _updatedAt }`)

export const categoriesQuery = defineQuery(`*[_type == "category"] | order(title asc) { _id, title, "slug": slug.current, description }`)

/**
 * One town page. Its reviews: the newest real ones of the town (published with the customer's
 * permission), else the review chosen for it; a real review without permission is never shown.
 */
export const locationQuery = defineQuery(`*[_type == "location" && slug.current == $slug][0] {
  _id, _updatedAt, name, "slug": slug.current, title, tagline, description, population, zipCodes, neighborhoods[] { _key, name, zip },
  frequency, responseTime, localNote, "guide": coalesce(guide, []),
  "services": services[]-> { _id, title, path, "text": hero.text },
  "articles": coalesce(articles[]-> { _id, title, "slug": slug.current, excerpt }, []),
  "testimonial": *[_type == "testimonial" && _id == ^.testimonial._ref && (sample == true || permission == true)][0] { ${testimonialFragment} },
  "townReviews": *[_type == "testimonial" && town._ref == ^._id && sample != true && permission == true] | order(date desc) [0...3] {
    ${testimonialFragment}
  },
  sections[] { ${sectionsFragment} }
}`)

/** The section types of one town page, read before it as for pages (pageSectionTypesQuery). */
export const locationSectionTypesQuery = defineQuery(`*[_type == "location" && slug.current == $slug][0].sections[]._type`)

export const locationSettingsQuery = defineQuery(`*[_type == "locationSettings" && _id == "locationSettings"][0] {
  areaTag, estimateLabel, estimateDialogTitle, estimateDialogText, estimateDialogButton, servicesHeading, detailsHeading, populationLabel, zipLabel, neighborhoodsLabel,
  frequencyLabel, responseLabel, expertiseLabel, guideHeading, articlesHeading, testimonialHeading, ctaHeading, ctaText, ctaButtonLabel
}`)

export const locationSlugsQuery = defineQuery(
  `*[_type == "location" && defined(slug.current)] | order(orderRank asc) { "slug": slug.current, _updatedAt }`,
)

/**
 * What the service-area check reads: the office's position and service radius from site settings, and
 * every town's ZIP codes (single codes and ranges such as 32207-32211).
 */
export const serviceAreaQuery = defineQuery(`{
  "office": *[_type == "siteSettings" && _id == "siteSettings"][0] {
    "latitude": address.latitude, "longitude": address.longitude, "radiusMeters": serviceRadiusMeters
  },
  "towns": *[_type == "location" && defined(slug.current)] | order(orderRank asc) { name, "slug": slug.current, zipCodes }
}`)

export const quizQuery = defineQuery(`*[_type == "quiz" && _id == "quiz"][0] {
  introHeading, introText, startLabel, progressLabel, answerHint, nextLabel, finishLabel,
  resultsHeading, resultsText, petKidNote, formHeading, formButtonLabel, retakeLabel,
  questions[] { _key, id, text, answers[] { _key, text, points, setsPetKidFlag } },
  categories[] { _key, key, name, why, href }
}`)

/** Every public address for /sitemap.xml; addresses that redirect elsewhere are left to the caller to drop. */
export const sitemapQuery = defineQuery(`{
  "pages": *[_type == "page" && defined(path) && seo.noIndex != true] | order(path asc) { path, _updatedAt },
  "locations": *[_type == "location" && defined(slug.current)] | order(orderRank asc) { "slug": slug.current, _updatedAt },
  "posts": *[_type == "post" && defined(slug.current) && seo.noIndex != true] | order(date desc) { "slug": slug.current, date, _updatedAt },
  "categories": *[_type == "category" && defined(slug.current)] | order(title asc) {
    "slug": slug.current, "date": *[_type == "post" && references(^._id)] | order(date desc) [0].date
  },
  "redirectSources": *[_type == "redirect" && defined(source)].source
}`)

export const notFoundQuery = defineQuery(`*[_type == "notFound" && _id == "notFound"][0] {
  title, eyebrow, heading, text, homeLabel, callLabel, servicesHeading, services[] { ${featureItemFragment} }
}`)

export const redirectsQuery = defineQuery(
  `*[_type == "redirect" && defined(source) && defined(destination)] { source, destination, permanent }`,
)

/**
 * What the page proxy answers every request from: the redirect table, whether a Tag Manager container
 * is set (the pages' policy then allows Google's origins) and the addresses documents stand behind.
 */
export const proxyConfigQuery = defineQuery(`{
  "redirects": *[_type == "redirect" && defined(source) && defined(destination)] { source, destination, permanent },
  "gtmContainerId": *[_type == "siteSettings" && _id == "siteSettings"][0].gtmContainerId,
  "pages": *[_type == "page" && defined(path)].path,
  "posts": *[_type == "post" && defined(slug.current)].slug.current,
  "categories": *[_type == "category" && defined(slug.current)].slug.current,
  "locations": *[_type == "location" && defined(slug.current)].slug.current
}`)

export const blogSettingsQuery = defineQuery(`*[_type == "blogSettings" && _id == "blogSettings"][0] {
  authorLabel, backLabel, readMoreLabel, relatedHeading, categoryHeading, newerLabel, olderLabel, factSourceLabel, factCheckedLabel,
  "postsPerPage": coalesce(postsPerPage, 25)
}`)

export const categoryQuery = defineQuery(`*[_type == "category" && slug.current == $slug][0] {
  _id, title, "slug": slug.current, description,
  "total": count(*[_type == "post" && defined(slug.current) && category._ref == ^._id]),
  "posts": *[_type == "post" && defined(slug.current) && category._ref == ^._id] | order(date desc, title asc) [$start...$end] {
    ${postCardFragment}
  }
}`)

/** What the launch checklist reads from the content: the contact facts and what is marked as a sample. */
export const launchChecklistQuery = defineQuery(`{
  "settings": *[_id == "siteSettings"][0] {
    phone, secondaryPhone, email, "social": socialProfiles[] { label, href }, gtmContainerId, googleReviewUrl, "officeRecipients": coalesce(leadMail.officeRecipients, []),
    licenseNumber, "rating": rating { source, asOf },
    smsProgramRegisteredOn
  },
  "sampleReviews": *[_type == "testimonial" && sample == true] | order(orderRank asc) { _id, name },
  "sampleCards": *[_type == "transformation" && sample == true] | order(title asc) { _id, title }
}`)

/** When visitors may ask for an estimate visit, and the picker's words (web/src/features/visits). */
export const visitSchedulingQuery = defineQuery(`*[_type == "visitScheduling" && _id == "visitScheduling"][0] {
  windows[] { _key, days, start, end, places }, daysAhead, earliestDays, "closedDates": coalesce(closedDates, []), changeCutoffHours,
  heading, intro, dayLabel, windowLabel, chooseLabel, skipLabel, changeLabel, doneLabel, bookedText, takenText, failedText, noneText
}`)

/** Who hears of each request by e-mail and what the e-mails say (web/src/features/lead-mail). */
export const leadMailQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0] {
  companyName, phone, email,
  leadMail { officeRecipients, serviceFallback, officeSubject, officeVisitSubject, visitorSubject, greeting, greetingWithoutName,
    visitorText, visitSubject, visitText, calendarTitle, callLabel, signature, footerText, optOutLabel,
    reminderSubject, reminderText, agendaSubject, agendaText, agendaEmptyText,
    officeVisitChangedSubject, visitConfirmedSubject, visitConfirmedText, confirmedCalendarTitle, visitDeclinedSubject,
    visitDeclinedText, visitOfferedSubject, visitOfferedText, visitCancelledSubject, visitCancelledText, manageLabel, pickLabel },
  visitPage { heading, requestedText, confirmedText, noVisitText, moveLabel, moveButton, bookButton, cancelButton, tooLateText,
    movedText, cancelledText, fullText, noneOpenText, limitText },
  "servicePlans": *[_type == "plan"] { key, name, price },
  "otherServiceLabels": *[_type == "pricingRules" && _id == "pricingRules"][0].otherServiceOptions[].label
}`)
