import 'server-only'
import type { ClientPerspective } from '@sanity/client'
import { cookies, draftMode } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'
import { PERSPECTIVE_COOKIE, perspectiveFrom } from '@site/sanity'
import { previewSource } from './source'

/**
 * Whether this request previews drafts. Only when a Sanity project with a Viewer token is configured:
 * in local mode draft mode is never consulted, so published pages stay fully static.
 */
export async function isDraftMode(): Promise<boolean> {
  if (!previewSource) return false
  try {
    return (await draftMode()).isEnabled
  } catch (error) {
    // generateStaticParams runs at build time without a request, where draftMode() throws: no draft there.
    unstable_rethrow(error)
    return false
  }
}

/** The perspective a draft-mode request reads (drafts by default), or null for a published read. */
export async function draftPerspective(): Promise<ClientPerspective | null> {
  if (!(await isDraftMode())) return null
  return perspectiveFrom((await cookies()).get(PERSPECTIVE_COOKIE)?.value)
}
