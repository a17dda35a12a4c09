import type { LocationQueryResult, LocationSettingsQueryResult } from '@site/sanity'
import { RichText } from '@/components/ui/rich-text'
import styles, { sheet } from './town-guide.pcss'
import { Sheet } from '@/styles/sheet'

type Location = NonNullable<LocationQueryResult>
type Wording = NonNullable<LocationSettingsQueryResult>

/**
 * The town's own text (Town > About lawns and pests here) and the articles about its area: the part
 * of a town page no other town page shares.
 */
export function TownGuide({ location, wording }: { location: Location; wording: Wording }) {
  // A reference to an unpublished or deleted article reads as null: it is left out, not drawn empty.
  const articles = location.articles.filter((article) => Boolean(article?.slug))
  if (!location.guide.length && !articles.length) return null
  return (
    <section className={`container ${styles.guide}`} aria-labelledby="guide-heading">
      <Sheet of={sheet} />
      <h2 id="guide-heading">{wording.guideHeading}</h2>
      <div className={styles.layout}>
        {location.guide.length ? <RichText value={location.guide} underHeading /> : null}
        {articles.length ? (
          <aside className={styles.articles} aria-labelledby="articles-heading">
            <h3 id="articles-heading">{wording.articlesHeading}</h3>
            <ul>
              {articles.map((article) => (
                <li key={article._id}>
                  <a href={`/blog/${article.slug}`}>{article.title}</a>
                  {article.excerpt ? <p>{article.excerpt}</p> : null}
                </li>
              ))}
            </ul>
          </aside>
        ) : null}
      </div>
    </section>
  )
}
