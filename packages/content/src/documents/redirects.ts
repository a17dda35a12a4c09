import type { Seed, Schema } from '../seed-types.ts'

const redirect = (source: string, destination: string): Seed<Schema.Redirect> => ({
  _id: `redirect${source.replace(/\//g, '-')}`,
  _type: 'redirect',
  source,
  destination,
  permanent: true,
})

// The old site's addresses (the legacy redirects) and the short aliases of the service pages. Each
// goes straight to its final page in one hop; the proxy also accepts them with a trailing slash or
// capital letters.
//
// Two legacy paths need no document: /pest-control/ and /specials/ only lose their trailing slash
// (the new pages kept the old addresses), which the proxy does for every path; a document from
// /pest-control to /pest-control would be a loop, and Studio refuses it.
//
// Three old article addresses have no known slug; these are the slugs chosen for them:
// - /personal-touch-family-owned-lawn-care (the "personal touch" article about the family business) -> /about
// - /benefits-of-core-aeration and /when-to-aerate-your-lawn (the two aeration articles) -> /services/aeration
const legacy = [
  redirect('/lawn-treatment', '/services/lawn-programs'),
  redirect('/tree-maintenance', '/services/tree-shrub'),
  redirect('/aeration', '/services/aeration'),
  redirect('/fire-ant-programs', '/services/ant-control'),
  redirect('/faqs', '/faq'),
  redirect('/contact-us', '/contact'),
  redirect('/contact-us/careers', '/contact'),
  redirect('/locations', '/locations/jacksonville'),
  redirect('/privacy', '/privacy-policy'),
  redirect('/terms-conditions', '/terms-of-use'),
  redirect('/home-columns', '/'),
  redirect('/home-top-content', '/'),
  redirect('/home-bottom-columns', '/'),
  redirect('/resources', '/blog'),
  redirect('/sitemap', '/sitemap.xml'),
  ...[
    'spring-lawn-care-jacksonville',
    'top-5-pests-jacksonville',
    'summer-lawn-care-jacksonville-survival',
    'pest-inspections-north-florida',
    'fire-ant-identification-elimination',
    'winter-lawn-care-north-florida',
  ].map((slug) => redirect(`/${slug}`, `/blog/${slug}`)),
  redirect('/personal-touch-family-owned-lawn-care', '/about'),
  redirect('/benefits-of-core-aeration', '/services/aeration'),
  redirect('/when-to-aerate-your-lawn', '/services/aeration'),
]

/** Short addresses printed on trucks and flyers (spec route table). /aeration is also a legacy path above. */
const aliases = [redirect('/tree-shrub', '/services/tree-shrub'), redirect('/tree-and-shrub', '/services/tree-shrub')]

export const redirects: Seed<Schema.Redirect>[] = [...legacy, ...aliases]
