import type { SectionOf } from '@/sanity/types'
import { RichText } from '@/components/ui/rich-text'
import { SanityImage } from '@/components/ui/sanity-image'
import styles, { sheet } from './media-text.pcss'
import { Sheet } from '@/styles/sheet'

/** A picture beside a few paragraphs (the owner story on /about). */
export function MediaText({ section }: { section: SectionOf<'mediaText'> }) {
  const headingId = `s-${section._key}-heading`
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Sheet of={sheet} />
      <div className={`container ${styles.layout} ${section.imageSide === 'left' ? styles.imageLeft : ''}`}>
        <div className={styles.copy}>
          {section.eyebrow ? <p className={styles.eyebrow}>{section.eyebrow}</p> : null}
          <h2 id={headingId}>{section.heading}</h2>
          <RichText value={section.body} underHeading />
        </div>
        <div className={styles.media}>
          <SanityImage image={section.image} sizes="(min-width: 960px) 540px, 100vw" />
        </div>
      </div>
    </section>
  )
}
