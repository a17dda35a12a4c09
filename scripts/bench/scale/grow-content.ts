// The embedded dataset grown as years of publishing would grow it: every article copied under a new
// slug, title and older date, so the copies sort after the originals and each page stays unique
// (titles, canonicals) as the real ones are.

type Doc = { _id: string; _type: string; [key: string]: unknown }
type Post = Doc & { slug: { current: string }; title: string; date: string; seo?: { title?: string } | null }

/** How far back each round of copies is dated: longer than the originals' span (Aug 20 - Oct 13). */
const ROUND_DAYS = 60

function daysBefore(date: string, days: number): string {
  const moved = new Date(`${date}T12:00:00Z`)
  moved.setUTCDate(moved.getUTCDate() - days)
  return moved.toISOString().slice(0, 10)
}

/** `documents` with `factor` times its articles: the originals plus factor - 1 dated rounds of copies. */
export function growArticles<T extends Doc>(documents: readonly T[], factor: number): T[] {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`factor must be a whole number of at least 1, not ${factor}`)
  const posts = documents.filter((doc): doc is T & Post => doc._type === 'post')
  const copies = Array.from({ length: factor - 1 }, (_, index) => index + 2).flatMap((round) =>
    posts.map((post) => ({
      ...post,
      _id: `${post._id}-copy-${round}`,
      slug: { ...post.slug, current: `${post.slug.current}-${round}` },
      title: `${post.title} (${round})`,
      date: daysBefore(post.date, (round - 1) * ROUND_DAYS),
      ...(post.seo?.title ? { seo: { ...post.seo, title: `${post.seo.title} (${round})` } } : {}),
    })),
  )
  return [...documents, ...copies]
}
