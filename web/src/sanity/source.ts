import 'server-only'
import { API_VERSION, createContentSource, createPreviewSource, type PreviewSource } from '@site/sanity'
import { env } from '@/env'

/** The one content source of the site: Sanity when a project is configured, else the embedded dataset. */
export const contentSource = createContentSource(env, env.defaultDatasetFile)

/**
 * Draft reads for the Presentation tool, when a Sanity project and a Viewer token are configured.
 * Null in local mode: the embedded dataset has no drafts, so draft mode is never turned on there.
 */
export const previewSource: PreviewSource | null =
  env.SANITY_PROJECT_ID && env.SANITY_DATASET && env.SANITY_API_READ_TOKEN
    ? createPreviewSource({
        projectId: env.SANITY_PROJECT_ID,
        dataset: env.SANITY_DATASET,
        apiVersion: API_VERSION,
        token: env.SANITY_API_READ_TOKEN,
        studioUrl: env.SANITY_STUDIO_URL,
        ...(env.SANITY_API_HOST ? { apiHost: env.SANITY_API_HOST } : {}),
      })
    : null
