// The "Search & sharing" view of pages, articles and town pages: the search result (title, address,
// description) and the share card, computed by the same function as the site's metadata
// (seoAppearance in packages/sanity), with warnings where a search engine would cut the text.
import { useEffect, useState, type CSSProperties } from 'react'
import { useClient } from 'sanity'
import type { UserViewComponent } from 'sanity/structure'
import {
  factsFrom,
  layoutQuery,
  resolveTokens,
  seoAppearance,
  seoInput,
  seoWarnings,
  type LayoutQueryResult,
  type SeoInput,
  type SeoOverrides,
  type TokenFacts,
} from '@site/sanity'
import { studioEnv } from './env.ts'

export const SEO_PREVIEW_TYPES: ReadonlySet<string> = new Set(['page', 'post', 'location'])

type Edited = {
  _type?: string
  path?: string
  title?: string
  excerpt?: string
  description?: string
  slug?: { current?: string }
  hero?: { text?: string }
  seo?: SeoOverrides & { image?: { asset?: unknown } }
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** The same inputs the site's routes pass, from the document being edited. Null until it has an address. */
function inputOf(doc: Edited): SeoInput | null {
  const slug = text(doc.slug?.current)
  if (doc._type === 'page')
    return doc.path ? seoInput.page({ path: doc.path, title: text(doc.title), hero: doc.hero ?? null, seo: doc.seo }) : null
  if (doc._type === 'post') return slug ? seoInput.post({ slug, title: text(doc.title), excerpt: doc.excerpt ?? null, seo: doc.seo }) : null
  if (doc._type === 'location')
    return slug ? seoInput.location({ slug, title: text(doc.title), description: doc.description ?? null }) : null
  return null
}

const styles: Record<string, CSSProperties> = {
  page: { padding: 24, maxWidth: 680, fontFamily: 'arial, sans-serif', display: 'grid', gap: 24 },
  heading: { fontSize: 13, fontWeight: 600, textTransform: 'uppercase', letterSpacing: 0.5, color: '#5f6368', margin: 0 },
  result: { display: 'grid', gap: 4, padding: 16, border: '1px solid #dadce0', borderRadius: 8, background: '#fff' },
  address: { fontSize: 14, color: '#202124', overflowWrap: 'anywhere' },
  title: { fontSize: 20, lineHeight: 1.3, color: '#1a0dab', margin: 0 },
  description: { fontSize: 14, lineHeight: 1.58, color: '#4d5156', margin: 0 },
  warning: { padding: '10px 12px', borderRadius: 6, background: '#fef7e0', color: '#7a4f01', fontSize: 14, margin: 0 },
  ok: { padding: '10px 12px', borderRadius: 6, background: '#e6f4ea', color: '#137333', fontSize: 14, margin: 0 },
  card: { border: '1px solid #dadce0', borderRadius: 8, overflow: 'hidden', background: '#fff', maxWidth: 520 },
  image: { display: 'block', width: '100%', aspectRatio: '1200 / 630', objectFit: 'cover', background: '#f1f3f4' },
  cardText: { padding: '10px 12px', display: 'grid', gap: 2, background: '#f0f2f5' },
  small: { fontSize: 12, color: '#65676b', margin: 0 },
  note: { fontSize: 13, color: '#5f6368', margin: 0 },
}

type Site = { settings: NonNullable<LayoutQueryResult['settings']>; facts: TokenFacts }

/** The published site settings and the facts placeholders resolve to, read with the site's own query. */
function useSite(): Site | 'missing' | null {
  const client = useClient({ apiVersion: '2025-09-01' })
  const [site, setSite] = useState<Site | 'missing' | null>(null)
  useEffect(() => {
    const subscription = client.observable.fetch(layoutQuery, {}, { perspective: 'published' }).subscribe({
      next: ({ settings, plans, pricing }) =>
        setSite(settings && pricing ? { settings, facts: factsFrom(settings, plans, pricing) } : 'missing'),
      error: () => setSite('missing'),
    })
    return () => subscription.unsubscribe()
  }, [client])
  return site
}

export const SeoPreview: UserViewComponent = ({ document }) => {
  const site = useSite()
  const edited: Edited = document.displayed
  const input = inputOf(edited)
  if (!input) return <p style={{ ...styles.note, padding: 24 }}>Give this document its address (path or slug) to preview it.</p>
  if (!site) return <p style={{ ...styles.note, padding: 24 }}>Loading site settings…</p>
  if (site === 'missing')
    return <p style={{ ...styles.note, padding: 24 }}>Publish the site settings and pricing rules to preview search results.</p>
  // As on the site: placeholders such as {company} are filled first, then the metadata is computed.
  const appearance = seoAppearance(resolveTokens(input, site.facts), resolveTokens(site.settings, site.facts))
  const warnings = seoWarnings(appearance)
  const origin = studioEnv.previewUrl.replace(/\/$/, '')
  const address = `${origin}${appearance.canonicalPath === '/' ? '' : appearance.canonicalPath}`
  const hasOwnImage = Boolean(edited.seo?.image?.asset)
  return (
    <div style={styles.page} data-testid="seo-preview">
      <section style={{ display: 'grid', gap: 8 }}>
        <h2 style={styles.heading}>Search result</h2>
        <div style={styles.result}>
          <span style={styles.address}>{address}</span>
          <h3 style={styles.title}>{appearance.title}</h3>
          <p style={styles.description}>{appearance.description}</p>
        </div>
        <p style={styles.note}>
          Title {appearance.title.length} characters · description {appearance.fullDescription.length} characters, from{' '}
          {appearance.descriptionSource === 'seo'
            ? '"Description in search results"'
            : appearance.descriptionSource === 'page'
              ? "the page's own summary"
              : "the site's default description"}
          .
        </p>
        {warnings.length ? (
          warnings.map((warning) => (
            <p key={warning} style={styles.warning} role="status">
              {warning}
            </p>
          ))
        ) : (
          <p style={styles.ok}>Title and description fit in a search result.</p>
        )}
      </section>
      <section style={{ display: 'grid', gap: 8 }}>
        <h2 style={styles.heading}>When shared</h2>
        <div style={styles.card}>
          <img style={styles.image} src={`${origin}${appearance.ogImage}`} alt={`Share image of ${appearance.title}`} />
          <div style={styles.cardText}>
            <span style={styles.small}>{new URL(origin).host.toUpperCase()}</span>
            <strong style={{ fontSize: 16, color: '#050505' }}>{appearance.title}</strong>
            <span style={styles.small}>{appearance.description}</span>
          </div>
        </div>
        <p style={styles.note}>
          {hasOwnImage
            ? 'A sharing image is set in "Search and sharing": shared links show it instead of this generated card.'
            : 'The site draws this card from the published page; it changes once you publish.'}
        </p>
      </section>
    </div>
  )
}
