// pnpm seed [--dry-run] [--out FILE]: what each mode does, given the arguments and the environment.
import { readFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { createClient, type SanityClient } from '@sanity/client'
import { buildDataset, writeDataset, type Dataset } from '@site/content'
import { API_VERSION, apiHostOptions, parseNdjson } from '@site/sanity'
import { planChanges, type Doc, type Plan } from './documents.ts'
import { writeImportFile } from './import-file.ts'
import type { Output } from './progress.ts'
import { writeToSanity } from './sanity-writer.ts'

export const USAGE = `Usage: pnpm seed [--dry-run] [--out FILE]

  (no option)   build the dataset from packages/content and write the embedded copy the site reads;
                with SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_WRITE_TOKEN also write it to that
                project (createOrReplace in batches, images uploaded once, unchanged documents skipped)
  --dry-run     print what would change, in the project when one is configured, else in the embedded
                copy; write nothing
  --out FILE    write an NDJSON file for "sanity dataset import FILE <dataset>" (images beside it)`

export type SeedEnv = {
  SANITY_PROJECT_ID?: string | undefined
  SANITY_DATASET?: string | undefined
  SANITY_API_WRITE_TOKEN?: string | undefined
  /** Another API host (a test server or a proxy); Sanity's own by default. */
  SANITY_API_HOST?: string | undefined
}

export type SeedIo = { stdout: Output; stderr: Output; embedded: { datasetFile: string; assetDir: string } }

export function projectClient(env: SeedEnv): SanityClient | null {
  if (!env.SANITY_PROJECT_ID || !env.SANITY_DATASET || !env.SANITY_API_WRITE_TOKEN) return null
  return createClient({
    projectId: env.SANITY_PROJECT_ID,
    dataset: env.SANITY_DATASET,
    apiVersion: API_VERSION,
    token: env.SANITY_API_WRITE_TOKEN,
    useCdn: false,
    ...apiHostOptions(env.SANITY_API_HOST),
  })
}

function describePlan(plan: Plan, removed: readonly Doc[] = []): string {
  const lines = [
    ...plan.create.map((doc) => `  + create  ${doc._id} (${doc._type})`),
    ...plan.update.map(({ doc, fields }) => `  ~ update  ${doc._id} (${doc._type}): ${fields.join(', ')}`),
    ...removed.map((doc) => `  - remove  ${doc._id} (${doc._type})`),
  ]
  const counts = `  ${plan.create.length} to create, ${plan.update.length} to update, ${removed.length ? `${removed.length} to remove, ` : ''}${plan.unchanged.length} unchanged`
  return [...lines, counts].join('\n')
}

async function dryRunEmbedded(dataset: Dataset, datasetFile: string): Promise<string> {
  const text = await readFile(datasetFile, 'utf8').catch(() => '')
  const current = new Map((parseNdjson(text, datasetFile) as Doc[]).map((doc) => [doc._id, doc] as const))
  const documents: Doc[] = dataset.documents
  const ids = new Set(documents.map((doc) => doc._id))
  const removed = [...current.values()].filter((doc) => !ids.has(doc._id))
  return `Dry run against the embedded copy ${datasetFile} (nothing written):\n${describePlan(planChanges(documents, current), removed)}`
}

export async function runSeed(argv: readonly string[], env: SeedEnv, io: SeedIo): Promise<void> {
  const { values } = parseArgs({
    args: [...argv],
    options: { 'dry-run': { type: 'boolean' }, out: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
    strict: true,
  })
  if (values.help) {
    io.stdout.write(`${USAGE}\n`)
    return
  }
  const started = performance.now()
  const seconds = () => `${((performance.now() - started) / 1000).toFixed(1)} s`
  const dataset = await buildDataset()
  const client = projectClient(env)
  const target = client ? `project ${env.SANITY_PROJECT_ID}, dataset ${env.SANITY_DATASET}` : ''

  if (values.out) {
    const written = await writeImportFile(dataset, values.out)
    io.stdout.write(
      `Wrote ${written.documents} documents to ${values.out} and ${written.images} images to ${written.assetDir} in ${seconds()}\n` +
        `Import with: pnpm --filter studio exec sanity dataset import ${values.out} <dataset> --replace\n`,
    )
    return
  }

  if (values['dry-run']) {
    if (client) {
      const { plan, images, transactions } = await writeToSanity(client, dataset, { dryRun: true, out: io.stderr })
      const imageLine = `  images: ${dataset.assets.length - images.existing} to upload, ${images.existing} already in the project`
      io.stdout.write(
        `Dry run against ${target} (nothing written):\n${imageLine}\n${describePlan(plan)}\n  in ${transactions} transaction(s)\n`,
      )
    } else {
      io.stdout.write(`${await dryRunEmbedded(dataset, io.embedded.datasetFile)}\n`)
    }
    return
  }

  await writeDataset(dataset, io.embedded)
  io.stdout.write(`Wrote ${dataset.documents.length} documents and ${dataset.assets.length} images to ${io.embedded.datasetFile}\n`)
  if (!client) {
    if (env.SANITY_PROJECT_ID) io.stdout.write('SANITY_API_WRITE_TOKEN is not set: the Sanity project was not written.\n')
    io.stdout.write(`Done in ${seconds()}\n`)
    return
  }
  const { plan, images, transactions } = await writeToSanity(client, dataset, { out: io.stderr })
  io.stdout.write(
    `Seeded ${target}: ${images.uploaded} image(s) uploaded, ${images.existing} already there; ` +
      `${plan.create.length} document(s) created, ${plan.update.length} updated, ${plan.unchanged.length} unchanged, ` +
      `in ${transactions} transaction(s), ${seconds()}\n`,
  )
}
