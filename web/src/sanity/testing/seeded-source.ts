import { fileURLToPath } from 'node:url'
import { createEmbeddedSource } from '@site/sanity'

/** The dataset `pnpm seed` wrote for the site, as a content source (pnpm test seeds before the unit tests). */
export const seededSource = createEmbeddedSource(fileURLToPath(new URL('../../../content/dataset.ndjson', import.meta.url)))
