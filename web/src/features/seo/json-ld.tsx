import { stegaClean } from '@sanity/client/stega'

export type JsonLdObject = { '@context'?: string; '@type': string } & Record<string, unknown>

/**
 * One structured-data block. Values are stega-cleaned (no Visual Editing markers in what search
 * engines read) and "<" is escaped so content can never close the script element.
 */
export function JsonLd({ data }: { data: JsonLdObject }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...stegaClean(data) }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
