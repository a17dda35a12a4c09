import 'server-only'
import { createContentSource } from '@site/sanity'
import { env } from '@/env'

/** The one content source of the site: Sanity when a project is configured, else the embedded dataset. */
export const contentSource = createContentSource(env, env.defaultDatasetFile)
