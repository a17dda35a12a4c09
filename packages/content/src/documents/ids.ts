/** Deterministic document id of the page at `path`: "/" -> page-home, "/pest-control/ants" -> page-pest-control-ants. */
export function pageId(path: string): string {
  return path === '/' ? 'page-home' : `page${path.replace(/\//g, '-')}`
}
