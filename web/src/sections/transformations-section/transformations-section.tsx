import type { SectionOf } from '@/sanity/types'
import { Icon } from '@/components/ui/icon'
import { SanityImage } from '@/components/ui/sanity-image'
import { SectionShell } from '../shared/section-shell'
import styles, { sheet } from './transformations-section.pcss'
import { Sheet } from '@/styles/sheet'

type Transformation = SectionOf<'transformationsSection'>['transformations'][number]

// Gallery images: drawn in 500x320 frames at quality 50.
const GALLERY_QUALITY = 50
const GALLERY_SIZES = '(min-width: 1080px) 280px, (min-width: 760px) 25vw, 50vw'

function Photo({ image, label }: { image: Transformation['beforeImage']; label: string }) {
  return (
    <figure className={styles.photo}>
      <SanityImage image={image} sizes={GALLERY_SIZES} quality={GALLERY_QUALITY} />
      <figcaption className={styles.tag}>{label}</figcaption>
    </figure>
  )
}

export function TransformationsSection({ section }: { section: SectionOf<'transformationsSection'> }) {
  return (
    <SectionShell heading={section.heading} intro={section.intro} id={`s-${section._key}`}>
      <Sheet of={sheet} />
      <ul className={styles.grid}>
        {section.transformations.map((item) => (
          <li key={item._id}>
            <article className={styles.card}>
              <div className={styles.photos}>
                <Photo image={item.beforeImage} label="Before" />
                <Photo image={item.afterImage} label="After" />
              </div>
              <div className={styles.body}>
                <p className={styles.meta}>
                  <span>{item.service}</span>
                  <span aria-hidden="true"> · </span>
                  <span>{item.location}</span>
                </p>
                <h3 className={styles.title}>{item.title}</h3>
                <p className={styles.text}>{item.description}</p>
                <ul className={styles.results}>
                  {item.results.map((result, index) => (
                    <li key={index}>
                      <Icon name="check" size={18} />
                      <span>{result}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </article>
          </li>
        ))}
      </ul>
    </SectionShell>
  )
}
