import { fileURLToPath } from 'node:url'

/** Where `pnpm seed` writes the embedded dataset and its image files for the web app. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const DEFAULT_DATASET_FILE = `${REPO_ROOT}web/content/dataset.ndjson`
export const DEFAULT_ASSET_DIR = `${REPO_ROOT}web/public/content-assets`
