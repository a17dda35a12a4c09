// What happens after a publish in a real project, played by the stand-in: the published documents are
// written to the dataset file the site reads (CONTENT_DATASET), then the site's /api/revalidate is
// called the way Sanity's GROQ-powered webhook calls it, with the filter and projection in docs/publishing.md and
// a `sanity-webhook-signature` over the raw body. Drafts never reach the site or the webhook.
import { renameSync, writeFileSync } from 'node:fs'
import type { Doc } from '../seed/documents.ts'
import type { Change, ContentLake } from '../seed/testing/content-lake-server.ts'
import { SIGNATURE_HEADER, signWebhook } from '../../web/e2e/support/webhook.ts'

export type Delivery = { body: Record<string, unknown>; status: number; answer: string }

const isPublished = (id: string) => !id.startsWith('drafts.') && !id.startsWith('versions.')

/** The webhook filter of docs/publishing.md: content types and image assets, not Sanity's own system documents. */
const passesFilter = (type: string) => !type.startsWith('sanity.') || type === 'sanity.imageAsset'

type Slugged = Doc & { slug?: { current?: string }; path?: string }

/** The projection of docs/publishing.md, evaluated on the document before and after the change. */
export function projection({ id, before, after }: Change): Record<string, unknown> {
  const b = before as Slugged | undefined
  const a = after as Slugged | undefined
  return {
    _id: id,
    _type: a?._type ?? b?._type ?? null,
    slug: [b?.slug?.current ?? null, a?.slug?.current ?? null, b?.path ?? null, a?.path ?? null],
  }
}

export function publishToSite(lake: ContentLake, options: { datasetFile: string; siteUrl: () => string; secret: string }) {
  const deliveries: Delivery[] = []
  const pending = new Set<Promise<void>>()

  function writeDataset() {
    const lines = [...lake.documents.values()].filter((doc) => isPublished(doc._id)).map((doc) => JSON.stringify(doc))
    const temporary = `${options.datasetFile}.tmp`
    writeFileSync(temporary, `${lines.join('\n')}\n`)
    renameSync(temporary, options.datasetFile)
  }

  async function deliver(change: Change) {
    const body = projection(change)
    const text = JSON.stringify(body)
    const response = await fetch(`${options.siteUrl()}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(text, options.secret) },
      body: text,
    })
    deliveries.push({ body, status: response.status, answer: await response.text() })
  }

  lake.onCommit(({ changes }) => {
    const published = changes.filter(({ id, before, after }) => isPublished(id) && passesFilter((after ?? before)!._type))
    if (!published.length) return
    writeDataset()
    for (const change of published) {
      const delivery = deliver(change).catch((error: Error) => {
        deliveries.push({ body: projection(change), status: 0, answer: error.message })
      })
      pending.add(delivery)
      void delivery.finally(() => pending.delete(delivery))
    }
  })

  return { deliveries, settled: () => Promise.all([...pending]).then(() => deliveries) }
}
