// pnpm launch-check: what is still sample or unset before the site goes live, and where to fix it.
// Reads the content the site would serve (Sanity when SANITY_PROJECT_ID and SANITY_DATASET are set,
// else the embedded dataset `pnpm seed` writes) and the environment the web server runs with.
import { createContentSource } from '@site/sanity'
import { DEFAULT_DATASET_FILE } from '../seed/paths.ts'
import { launchCheck } from './report.ts'

const env = Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== ''))

try {
  const { text, exitCode } = await launchCheck(createContentSource(env, DEFAULT_DATASET_FILE), env)
  console.log(text)
  process.exitCode = exitCode
} catch (error) {
  console.error(
    `Could not read the content: ${error instanceof Error ? error.message : String(error)}\nRun "pnpm seed" first, or check the Sanity variables.`,
  )
  process.exitCode = 2
}
