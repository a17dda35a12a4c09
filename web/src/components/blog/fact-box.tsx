import { useId } from 'react'
import type { PostQueryResult } from '@site/sanity'
import { stegaClean } from '@site/sanity'
import { formatMonth } from './format-date'
import styles, { sheet } from './fact-box.pcss'
import { Sheet } from '@/styles/sheet'

type Block = NonNullable<PostQueryResult>['body'][number]
export type Fact = Extract<Block, { _type: 'factBox' }>['fact']
export type FactLabels = { source: string; checked: string }

/**
 * A fact written once (Blog > Fact boxes) shown inside an article: heading, label-fact rows, notes,
 * the sources and the month it was last checked, so a reader knows how current a rule is.
 */
export function FactBox({ fact, labels }: { fact: Fact | null; labels: FactLabels }) {
  const id = useId()
  // A fact box whose document was deleted or never published shows nothing rather than an empty frame.
  if (!fact) return null
  const checkedOn = stegaClean(fact.checkedOn)
  return (
    <figure className={styles.box} aria-labelledby={id}>
      <Sheet of={sheet} />
      <figcaption id={id} className={styles.title}>
        {fact.title}
      </figcaption>
      {fact.intro ? <p className={styles.intro}>{fact.intro}</p> : null}
      {/* Label-fact pairs are a description list: on a phone each pair stacks without losing what it is.
          The column headings only label the two columns on wide screens; each pair already says both. */}
      <div className={styles.headings} aria-hidden="true">
        <span>{fact.columns.label}</span>
        <span>{fact.columns.value}</span>
      </div>
      <dl className={styles.rows}>
        {fact.rows.map((row) => (
          <div key={row._key} className={styles.row}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
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
