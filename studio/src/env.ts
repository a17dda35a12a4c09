// The Studio reads its project from SANITY_STUDIO_* variables (Sanity exposes only that prefix to the
// browser bundle). Without them it still builds and validates offline against a placeholder id.
export const studioEnv = {
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'offline0',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  previewUrl: process.env.SANITY_STUDIO_PREVIEW_URL || 'http://localhost:3000',
  // Only the browser test sets it, to point the Studio at a local stand-in of the Content Lake
  // (scripts/studio-browser). Unset, the Studio talks to api.sanity.io as usual.
  apiHost: process.env.SANITY_STUDIO_API_HOST || undefined,
}
