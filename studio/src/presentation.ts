// Where each document shows on the site, for the Presentation tool: "Used on" links above a document,
// and which document to open when staff navigate the preview to a page.
import { map } from 'rxjs'
import { defineDocuments, type DocumentLocationResolver, type DocumentLocationsState, type DocumentResolver } from 'sanity/presentation'

type Location = { title: string; href: string }

/** Pages and town pages that show a document through a reference (a plan card, a question, a review...). */
const REFERRING_PAGES = /* groq */ `[
  ...*[_type == "page" && references($id)] | order(path asc) { title, "href": path },
  ...*[_type == "location" && references($id)] | order(order asc) { "title": name, "href": "/locations/" + slug.current }
]`

/** An address no page has, to preview the "Page not found" document. */
export const NOT_FOUND_PREVIEW = '/page-not-found'

/**
 * Per document type: a GROQ query (parameter $id) listing the pages where the document appears.
 * Every type the site shows is here or in SITE_WIDE; redirects alone are never shown (a unit test
 * checks this against the schema).
 */
export const LOCATION_QUERIES: Record<string, string> = {
  page: `*[_id == $id && defined(path)] { title, "href": path }`,
  post: `[
    ...*[_id == $id && defined(slug.current)] { title, "href": "/blog/" + slug.current },
    { "title": "Blog", "href": "/blog" }
  ]`,
  category: `[
    ...*[_id == $id && defined(slug.current)] { title, "href": "/blog/category/" + slug.current },
    { "title": "Blog", "href": "/blog" }
  ]`,
  location: `*[_id == $id && defined(slug.current)] { "title": name, "href": "/locations/" + slug.current }`,
  // A fact box appears inside every article that includes it.
  factSheet: `*[_type == "post" && references($id) && defined(slug.current)] | order(date desc) { title, "href": "/blog/" + slug.current }`,
  plan: REFERRING_PAGES,
  special: REFERRING_PAGES,
  faq: REFERRING_PAGES,
  // A review shows where a page or town page chose it, and a real one (published with permission) on
  // its own town page and on its service page when that page shows its own reviews.
  testimonial: `[
    ...*[_type == "page" && references($id)] | order(path asc) { title, "href": path },
    ...*[_type == "location" && references($id)] | order(order asc) { "title": name, "href": "/locations/" + slug.current },
    ...*[_type == "location" && _id in *[_id == $id && sample != true && permission == true].town._ref] {
      "title": name, "href": "/locations/" + slug.current
    },
    ...*[_type == "page" && _id in *[_id == $id && sample != true && permission == true].service._ref
      && count(sections[_type == "testimonialsSection" && ownReviews == true]) > 0] { title, "href": path }
  ]`,
  stat: REFERRING_PAGES,
  milestone: REFERRING_PAGES,
  transformation: REFERRING_PAGES,
  quiz: `*[_type == "page" && "quizSection" in sections[]._type] | order(path asc) { title, "href": path }`,
  locationSettings: `*[_type == "location" && defined(slug.current)] | order(order asc) [0...3] { "title": name, "href": "/locations/" + slug.current }`,
  blogSettings: `*[_type == "post" && defined(slug.current)] | order(date desc) [0...3] { title, "href": "/blog/" + slug.current }`,
  // Drawn beside every article and town page, and by pages that include a "Shared block" section.
  sharedBlock: `[
    ...*[_type == "page" && "sharedBlockSection" in sections[]._type] | order(path asc) { title, "href": path },
    ...*[_type == "location" && defined(slug.current)] | order(order asc) [0...2] { "title": name, "href": "/locations/" + slug.current },
    ...*[_type == "post" && defined(slug.current)] | order(date desc) [0...2] { title, "href": "/blog/" + slug.current }
  ]`,
  // The picker appears after a lead form is sent; these pages carry one.
  visitScheduling: `*[_type == "page" && path in ["/contact", "/pricing"]] | order(path asc) { title, "href": path }`,
  // Any address the site does not know shows it; this one stands for them all.
  notFound: `*[_id == $id][0...1] { "title": "A page that does not exist", "href": "${NOT_FOUND_PREVIEW}" }`,
}

/** Documents every page uses (header, footer, prices filled into texts): a note, and the home page to look at. */
export const SITE_WIDE: Record<string, string> = {
  siteSettings: 'Company facts appear in the header, the footer and many texts on every page.',
  navigation: 'The menus appear on every page.',
  pricingRules: 'Pricing rules fill prices into texts across the site.',
  plan: 'The price also fills {price:…} placeholders in texts across the site.',
}

const HOME: Location = { title: 'Home page', href: '/' }

export function locationsState(type: string, found: readonly Location[] | null | undefined): DocumentLocationsState {
  const note = SITE_WIDE[type]
  const all = [...(found ?? []), ...(note ? [HOME] : [])].filter((location) => location.href)
  const locations = [...new Map(all.map((location) => [location.href, location])).values()]
  if (note) return { message: note, tone: 'positive', locations }
  if (locations.length) return { locations }
  return { message: 'Not shown on any page yet. Add it to a page section to publish it on the site.', tone: 'caution' }
}

export const locations: DocumentLocationResolver = ({ id, type, perspectiveStack }, { documentStore }) => {
  const query = LOCATION_QUERIES[type]
  if (!query) return SITE_WIDE[type] ? locationsState(type, []) : null
  return documentStore
    .listenQuery(query, { id }, { perspective: perspectiveStack, tag: 'presentation-locations' })
    .pipe(map((found: Location[] | null) => locationsState(type, found)))
}

/** The document a preview address shows, so the Presentation tool opens it beside the page. */
export const mainDocuments: DocumentResolver[] = defineDocuments([
  { route: '/blog/category/:slug', filter: `_type == "category" && slug.current == $slug` },
  { route: '/blog/:slug', filter: `_type == "post" && slug.current == $slug` },
  { route: '/locations/:slug', filter: `_type == "location" && slug.current == $slug` },
  { route: ['/', '/*path'], resolve: ({ path }) => ({ filter: `_type == "page" && path == $path`, params: { path } }) },
])
