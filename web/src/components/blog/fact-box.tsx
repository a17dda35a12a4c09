import { useId } from 'react'
import type { PostQueryResult } from '@site/sanity'
import { stegaClean } from '@site/sanity'
import { formatMonth } from './format-date'
import styles from './fact-box.module.css'

type Block = NonNullable<PostQueryResult>['body'][number]
export type Fact = Extract<Block, { _type: 'factBox' }>['fact']
export type FactLabels = { source: string; checked: string }

/**
 * A fact written once (Blog > Fact boxes) shown inside an article: heading, a two-column table, notes,
 * the sources and the month it was last checked, so a reader knows how current a rule is.
 */
export function FactBox({ fact, labels }: { fact: Fact | null; labels: FactLabels }) {
  const id = useId()
  // A fact box whose document was deleted or never published shows nothing rather than an empty frame.
  if (!fact) return null
  const checkedOn = stegaClean(fact.checkedOn)
  return (
    <figure className={styles.box} aria-labelledby={id}>
      <figcaption id={id} className={styles.title}>
        {fact.title}
      </figcaption>
      {fact.intro ? <p className={styles.intro}>{fact.intro}</p> : null}
      {/* Explicit roles keep the table a table for screen readers when narrow screens stack its rows. */}
      <table className={styles.table} aria-labelledby={id} role="table">
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {fact.columns.label}
            </th>
            <th scope="col" role="columnheader">
              {fact.columns.value}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {fact.rows.map((row) => (
            <tr key={row._key} role="row">
              <th scope="row" role="rowheader">
                {row.label}
              </th>
              <td role="cell">{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {fact.notes?.length ? (
        <ul className={styles.notes}>
          {fact.notes.map((note, index) => (
            <li key={index}>{note}</li>
          ))}
        </ul>
      ) : null}
      <p className={styles.sources}>
        <span>
          {labels.source}:{' '}
          {fact.sources.map((source, index) => (
            <span key={source._key}>
              {index > 0 ? '; ' : null}
              {source.href ? <a href={stegaClean(source.href)}>{source.name}</a> : source.name}
            </span>
          ))}
        </span>
        <span>
          {labels.checked} <time dateTime={checkedOn}>{formatMonth(checkedOn)}</time>
        </span>
      </p>
    </figure>
  )
}
