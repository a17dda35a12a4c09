import type { ReactNode } from 'react'
import styles, { sheet } from './section.pcss'
import { Sheet } from '@/styles/sheet'

type Props = {
  heading?: string | null
  intro?: string | null
  tone?: 'plain' | 'tinted' | 'green' | null
  align?: 'center' | 'left'
  id?: string
  children: ReactNode
}

/** The frame every content section shares: spacing, background, an h2 and an optional intro. */
export function SectionShell({ heading, intro, tone = 'plain', align = 'center', id, children }: Props) {
  const toneClass = tone === 'tinted' ? styles.tinted : tone === 'green' ? styles.green : ''
  return (
    <section className={`${styles.section} ${toneClass}`} id={id} aria-labelledby={heading && id ? `${id}-heading` : undefined}>
      <Sheet of={sheet} />
      <div className="container">
        {heading || intro ? (
          <div className={`${styles.header} ${align === 'left' ? styles.headerLeft : ''}`}>
            {heading ? <h2 id={id ? `${id}-heading` : undefined}>{heading}</h2> : null}
            {intro ? <p>{intro}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </section>
  )
}
