import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'

// A page Next renders on each request (the answer of a form sent without scripts: /service-area,
// /pricing/estimate) leaves no HTML in the build to read its <style> element from. Next writes that
// element from the route's client reference manifest: the stylesheets of each layout, outermost first,
// then the page's, each once, their texts one after the other (React merges every stylesheet of the
// "next" precedence into one element). This reads the same lists to know the element's text before
// the first request. Like the other manifests, the files are Next's build output, not an API: should
// they change shape, such a route falls back to every hash, and e2e/first-paint.spec.ts, which holds
// the derived text to the prerendered pages' own elements and loads /service-area under its policy, fails.

type CssFile = { path: string; content?: string }
type ClientReferenceManifest = { entryCSSFiles?: Record<string, CssFile[]> }

export type RouteElement = { route: string; text: string; stylesheets: string[] }

/** The route (`/service-area`, `/blog/[slug]`) of an app-paths-manifest entry, route groups left out. */
const routeOf = (entry: string) => entry.replace(/\/\([^/]*\)/g, '').replace(/\/page$/, '') || '/'

function readManifest(file: string): ClientReferenceManifest | null {
  try {
    const source = readFileSync(file, 'utf8')
    const start = source.indexOf('= {', source.indexOf('__RSC_MANIFEST['))
    return JSON.parse(source.slice(start + 2, source.lastIndexOf('}') + 1))
  } catch {
    return null
  }
}

/** The <style> element Next writes for each page route of the build, from its manifest (none: no CSS). */
export function routeElementsFromManifests(distDir: string): RouteElement[] {
  let pages: Record<string, string> = {}
  try {
    pages = JSON.parse(readFileSync(join(distDir, 'server', 'app-paths-manifest.json'), 'utf8'))
  } catch {
    return []
  }
  return Object.entries(pages).flatMap(([entry, file]) => {
    if (!entry.endsWith('/page')) return []
    const css = readManifest(join(distDir, 'server', dirname(file), 'page_client-reference-manifest.js'))?.entryCSSFiles ?? {}
    const layouts = Object.keys(css)
      .filter((key) => key.endsWith('/layout'))
      .sort((a, b) => a.split('/').length - b.split('/').length)
    const files = new Map<string, string>()
    for (const key of [...layouts, ...Object.keys(css).filter((key) => key.endsWith('/page'))]) {
      for (const { path, content } of css[key] ?? []) if (!files.has(path)) files.set(path, content ?? '')
    }
    if (!files.size) return []
    return [{ route: routeOf(entry), text: [...files.values()].join(''), stylesheets: [...files.keys()].map((path) => `/_next/${path}`) }]
  })
}
