import 'server-only'
import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import { defineEnableDraftMode } from 'next-sanity/draft-mode'
import type { PreviewSource } from '@site/sanity'

/**
 * GET /api/draft-mode/enable, called by the Studio's Presentation tool with a one-time secret it
 * stored in the project: next-sanity checks the secret against the project (with the Viewer token),
 * turns draft mode on and redirects to the page being previewed. 401 for a wrong secret; 404 when no
 * project and token are configured (local mode has no drafts).
 */
export function enableDraftModeHandler(source: PreviewSource | null): (request: Request) => Promise<Response> {
  if (!source) {
    return async () =>
      new Response('Preview is not set up: SANITY_PROJECT_ID, SANITY_DATASET and SANITY_API_READ_TOKEN are needed.', { status: 404 })
  }
  return defineEnableDraftMode({ client: source.client }).GET
}

/** Only a path on this site: never an open redirect to another origin. */
export function safeRedirectPath(value: string | null): string {
  return value && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\') ? value : '/'
}

/** GET /api/draft-mode/disable[?redirect=/path]: back to the published site. */
export async function disableDraftMode(request: Request): Promise<never> {
  ;(await draftMode()).disable()
  redirect(safeRedirectPath(new URL(request.url).searchParams.get('redirect')))
}
