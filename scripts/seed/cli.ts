// pnpm seed: builds the dataset from packages/content and writes the embedded copy the site reads.
import { buildDataset, writeDataset } from '@site/content'
import { DEFAULT_ASSET_DIR, DEFAULT_DATASET_FILE } from './paths.ts'

const started = performance.now()
const dataset = await buildDataset()
await writeDataset(dataset, { datasetFile: DEFAULT_DATASET_FILE, assetDir: DEFAULT_ASSET_DIR })
const seconds = ((performance.now() - started) / 1000).toFixed(1)
console.log(`Wrote ${dataset.documents.length} documents and ${dataset.assets.length} images to ${DEFAULT_DATASET_FILE} in ${seconds} s`)
