// Which remote images Next's optimizer fetches and resizes: only this site's own Sanity project and
// dataset. A pattern for all of cdn.sanity.io would let anyone use the site's server (its CPU and its
// image cache) to resize any Sanity customer's images. Without a project (the embedded dataset) the
// site serves its own files and takes no remote image at all.

export type RemotePattern = { protocol: 'https'; hostname: string; pathname: string }

const SLUG = /^[a-z0-9_-]+$/

export function sanityImagePatterns(env: { SANITY_PROJECT_ID?: string | undefined; SANITY_DATASET?: string | undefined }): RemotePattern[] {
  const project = env.SANITY_PROJECT_ID ?? ''
  const dataset = env.SANITY_DATASET ?? ''
  if (!SLUG.test(project) || !SLUG.test(dataset)) return []
  return [{ protocol: 'https', hostname: 'cdn.sanity.io', pathname: `/images/${project}/${dataset}/**` }]
}
