import type { PageData, Section, SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { JsonLd } from './json-ld'
import { areaServed, businessRef } from './business'
import { absoluteUrl } from './site-url'

type Faq = SectionOf<'faqSection'>['faqs'][number]

/** The questions of every FAQ section among `sections`, each once, in page order. */
export function faqsOf(sections: readonly Section[] | null | undefined): Faq[] {
  const seen = new Set<string>()
  return (sections ?? [])
    .flatMap((section) => (section._type === 'faqSection' ? section.faqs : []))
    .filter((faq) => !seen.has(faq._id) && Boolean(seen.add(faq._id)))
}

/** FAQPage for the questions shown on a page; renders nothing when there are none. */
export function FaqJsonLd({ faqs }: { faqs: readonly Pick<Faq, 'question' | 'answer'>[] }) {
  if (faqs.length === 0) return null
  return (
    <JsonLd
      data={{
        '@type': 'FAQPage',
        mainEntity: faqs.map((faq) => ({
          '@type': 'Question',
          name: faq.question,
          acceptedAnswer: { '@type': 'Answer', text: faq.answer },
        })),
      }}
    />
  )
}

type ServiceProps = {
  /** The service as Google should know it, e.g. "Mosquito control" (page.serviceName). */
  name: string
  description: string | null | undefined
  /** The service page's address. */
  path: string
}

/** A Service offered by the business across its service area. */
export async function ServiceJsonLd({ name, description, path }: ServiceProps) {
  const layout = await getLayout()
  return (
    <JsonLd
      data={{
        '@type': 'Service',
        name,
        serviceType: name,
        ...(description ? { description } : {}),
        url: absoluteUrl(path),
        provider: businessRef(layout),
        areaServed: areaServed(layout),
      }}
    />
  )
}

/** Structured data of a content page: Service on service and pest pages, FAQPage where FAQs are shown. */
export function PageJsonLd({ page }: { page: PageData }) {
  const isService = (page.kind === 'service' || page.kind === 'pest') && page.serviceName
  return (
    <>
      {isService ? (
        <ServiceJsonLd name={page.serviceName ?? page.title} description={page.seo?.description ?? page.hero.text} path={page.path} />
      ) : null}
      <FaqJsonLd faqs={faqsOf(page.sections)} />
    </>
  )
}
