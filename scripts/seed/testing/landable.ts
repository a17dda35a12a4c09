import type { Dataset } from '@site/content'
import { danglingReferences, type Doc } from '../documents.ts'

/**
 * The seed minus documents whose references cannot land (while some pages are still being written,
 * towns reference service pages the seed does not hold yet). Once every referenced document exists,
 * this is the whole seed.
 */
export function landable(dataset: Dataset): Dataset {
  let documents: Doc[] = dataset.documents
  for (;;) {
    const ids = new Set(documents.map((doc) => doc._id))
    const broken = new Set(danglingReferences(documents, (id) => ids.has(id)).map((ref) => ref.from))
    if (!broken.size) return { ...dataset, documents: documents as Dataset['documents'] }
    documents = documents.filter((doc) => !broken.has(doc._id))
  }
}
