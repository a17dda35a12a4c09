import { buttonClass } from '@/components/ui/button'
import { getLayout } from '@/sanity/content'
import { ZipCheck } from './zip-check'
import type { ServiceAreaAnswer } from './zip-index'
import styles, { sheet } from './zip-check.pcss'
import { Sheet } from '@/styles/sheet'

type Props = {
  id: string
  heading?: string | null
  intro?: string | null
  /** The server's answer, on /service-area (the form sent without JavaScript). */
  initial?: { zip: string; answer: ServiceAreaAnswer | null; error: string | null }
  headingLevel?: 1 | 2
}

/** The "Do we serve your area?" card, worded from site settings (a section may replace heading and intro). */
export async function ZipCheckBox({ id, heading, intro, initial, headingLevel = 2 }: Props) {
  const { settings } = await getLayout()
  const wording = settings.zipCheck
  if (!wording) return null
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  return (
    <div className={styles.box} data-zip-check>
      <Sheet of={sheet} />
      <div>
        <Heading id={`${id}-heading`} className={styles.heading}>
          {heading || wording.heading}
        </Heading>
        <p className={styles.intro}>{intro || wording.intro}</p>
      </div>
      <ZipCheck id={id} wording={wording} buttonClassName={buttonClass('primary')} {...(initial ? { initial } : {})} />
    </div>
  )
}
