import type { SectionOf } from '@/sanity/types'
import { Icon } from '@/components/ui/icon'
import { SanityImage } from '@/components/ui/sanity-image'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './problem-solution.pcss'
import { Sheet } from '@/styles/sheet'

type Side = SectionOf<'problemSolution'>['problem']

/** A small warning sign for the problem's points; the schema's icon set is for editors' cards. */
function AlertMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
      <path d="M12 3 2 20h20L12 3Z" strokeLinejoin="round" />
      <path d="M12 10v4m0 3v.01" strokeLinecap="round" />
    </svg>
  )
}

function Panel({ side, kind, headingId }: { side: Side; kind: 'problem' | 'solution'; headingId: string }) {
  return (
    <article className={`${styles.panel} ${styles[kind]}`} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.title}>
        <span className={styles.badge} aria-hidden="true">
          {kind === 'problem' ? <AlertMark /> : <Icon name="shield" size={20} />}
        </span>
        {side.title}
      </h3>
      <p className={styles.text}>{side.text}</p>
      {side.points?.length ? (
        <ul className={styles.points}>
          {side.points.map((point, index) => (
            <li key={index}>
              <span className={styles.marker} aria-hidden="true">
                {kind === 'problem' ? <span className={styles.dot} /> : <Icon name="check" size={18} />}
              </span>
              <span>{point}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  )
}

/** What the pest does and how the company deals with it, beside a picture that stays in view on wide screens. */
export function ProblemSolution({ section }: { section: SectionOf<'problemSolution'> }) {
  const id = `s-${section._key}`
  return (
    <SectionShell heading={section.heading} id={id}>
      <Sheet of={sheet} />
      <div className={styles.layout}>
        <div className={styles.media}>
          <SanityImage image={section.image} sizes="(min-width: 960px) 500px, 100vw" />
        </div>
        <Panel side={section.problem} kind="problem" headingId={`${id}-problem`} />
        <Panel side={section.solution} kind="solution" headingId={`${id}-solution`} />
      </div>
    </SectionShell>
  )
}
