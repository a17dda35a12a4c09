// pnpm seed: builds the dataset from packages/content and writes the embedded copy the site reads,
// and the Sanity project when one is configured with a write token. See USAGE in run.ts.
import { DEFAULT_ASSET_DIR, DEFAULT_DATASET_FILE } from './paths.ts'
import { runSeed } from './run.ts'

try {
  await runSeed(process.argv.slice(2), process.env, {
    stdout: process.stdout,
    stderr: process.stderr,
    embedded: { datasetFile: DEFAULT_DATASET_FILE, assetDir: DEFAULT_ASSET_DIR },
  })
} catch (error) {
  console.error(`\npnpm seed failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exitCode = 1
}
