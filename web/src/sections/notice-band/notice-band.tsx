import type { SectionOf } from '@/sanity/types'
import { Icon } from '@/components/ui/icon'
import styles, { sheet } from './notice-band.pcss'
import { Sheet } from '@/styles/sheet'

/** A one-line band between sections; a note, not a landmark, so it carries no heading. */
export function NoticeBand({ section }: { section: SectionOf<'noticeBand'> }) {
  return (
    <div className="container">
      <Sheet of={sheet} />
      <p className={`${styles.notice} ${section.tone === 'alert' ? styles.alert : ''}`} role="note">
        <Icon name={section.tone === 'alert' ? 'clock' : 'check'} size={20} />
        <span>
          {section.text}
          {section.link ? (
            <>
              {' '}
              <a href={section.link.href}>{section.link.label}</a>
            </>
          ) : null}
        </span>
      </p>
    </div>
  )
}
