import { stegaClean } from '@site/sanity'
import { getCategories, getLayout, getLocation, getLocationSettings, getPage, getPost } from '@/sanity/content'
import { renderOgImage, type OgCard } from '@/features/seo/og-image'

// Share images, one per page, drawn from that page's content: /og/page/<path>, /og/post/<slug>,
// /og/location/<slug> (features/seo/site-url.ts names them). Rendered on first request, then kept
// in Next's cache like the pages and refreshed by the same content tags.
export const dynamic = 'force-static'

type Props = { params: Promise<{ key: string[] }> }

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })

async function cardFor([kind, ...rest]: string[]): Promise<Omit<OgCard, 'company' | 'phone' | 'rating' | 'place'> | null> {
  const slug = rest.join('/')
  if (kind === 'page') {
    const page = await getPage(`/${slug}`)
    if (!page) return null
    return { eyebrow: page.serviceName ?? page.hero.eyebrow ?? page.title, heading: page.hero.heading, detail: null }
  }
  if (kind === 'post' && rest.length === 1) {
    const post = await getPost(slug)
    if (!post) return null
    return { eyebrow: post.category?.title, heading: post.title, detail: dateFormat.format(new Date(post.date)) }
  }
  if (kind === 'location' && rest.length === 1) {
    const location = await getLocation(slug)
    if (!location) return null
    const wording = await getLocationSettings(location.name)
    return { eyebrow: wording?.areaTag ?? location.name, heading: location.title, detail: location.zipCodes.join(' · ') }
  }
  if (kind === 'category' && rest.length === 1) {
    const category = (await getCategories()).find((item) => item.slug === slug)
    if (!category) return null
    return { heading: category.title, detail: category.description }
  }
  return null
}

export async function GET(_request: Request, { params }: Props) {
  const card = await cardFor((await params).key)
  if (!card) return new Response('Not found', { status: 404 })
  const { settings } = await getLayout()
  return renderOgImage({
    ...card,
    company: settings.companyName,
    phone: settings.phone,
    // The review site beside the figure; the month it was read is on the page, too long for the card.
    rating: `${settings.rating.value} · ${settings.rating.count} reviews on ${stegaClean(settings.rating.source) || 'our review sites'}`,
    place: `${settings.address.city}, ${settings.address.region}`,
  })
}
