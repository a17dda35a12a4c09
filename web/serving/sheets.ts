// Style sheets (`*.pcss`): all of the site's CSS, the frame's (tokens, header, forms) and each
// section's, compiled at build time into a module its component renders as a React style resource,
// `<style href precedence>` (web/src/styles/sheet.tsx). React writes each one once into the head of the
// pages that draw the component, and into none other, and React's payload carries its key alone, where
// Next inlines a CSS module into every page of the route and again into the payload (docs/sections.md,
// docs/performance.md).
//
// A sheet is plain CSS, compiled as a CSS module by Lightning CSS, as Next compiles `*.module.css`:
// class names scoped by the file's path (`hash_local`), minified, lowered for Next's default browser
// targets. The extension is not `.css` because Next sends every `.css` import of a server component to
// its own stylesheet pipeline. Turbopack runs this through `sheet-loader.ts` (next.config.ts), vitest
// through a plugin (vitest.config.ts), so tests and pages see the same class names.
import { basename, relative, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { transform } from 'lightningcss'
import { styleHashSource } from '../src/features/security/style-hash.ts'

const WEB = fileURLToPath(new URL('../', import.meta.url))

// Next's default browser targets (next/dist/shared/lib/modern-browserslist-target), as Lightning CSS
// versions: major << 16 | minor << 8.
const TARGETS = { chrome: 111 << 16, edge: 111 << 16, firefox: 111 << 16, safari: (16 << 16) | (4 << 8) }

export type CompiledSheet = {
  /** Local class name -> scoped class name(s), as a CSS module's default export. */
  classes: Record<string, string>
  /**
   * React's key for the style resource, and the name of the sheet's file (sheet-files.ts): the file's
   * name without `.pcss`, unique in the site, and a digest of the text, so an edited sheet is a new
   * resource (React never updates one it has written) and a new file (cached for good).
   */
  href: string
  /** The minified CSS, written as the <style> element's text. */
  css: string
  /** The CSP source of that text (style-src-elem), as the browser hashes it. */
  hash: string
}

/** Compiles the sheet at `file` (an absolute path under web/) from its source text. */
export function compileSheet(file: string, source: string): CompiledSheet {
  // Scoped names come from the path inside web/, so every checkout and both bundlers agree on them.
  const name = relative(WEB, file).split(sep).join('/')
  const { code, exports } = transform({
    filename: name,
    code: Buffer.from(source),
    minify: true,
    cssModules: { pattern: '[hash]_[local]' },
    targets: TARGETS,
  })
  const classes = Object.fromEntries(
    Object.entries(exports ?? {}).map(([local, item]) => [
      local,
      [item.name, ...item.composes.flatMap((composed) => (composed.type === 'local' ? [composed.name] : []))].join(' '),
    ]),
  )
  const css = code.toString()
  const hash = styleHashSource(css)
  return { classes, href: `${basename(file, '.pcss')}-${hash.slice(8, 16).replace(/[^\w]/g, '_')}`, css, hash }
}

/**
 * The sheet as a JavaScript module. The browser's copy holds the class names and the sheet's key alone:
 * client components use the names (and the key, to draw a sheet only the browser renders), and the CSS reaches the page in the server's HTML (styles/sheet-style.tsx), or as the
 * sheet's file on a client-side navigation, never in a script or React's payload.
 */
export function sheetModule(compiled: CompiledSheet, target: 'server' | 'browser'): string {
  const sheet = target === 'server' ? { href: compiled.href, css: compiled.css } : null
  return [
    `export default ${JSON.stringify(compiled.classes)};`,
    `export const sheet = ${JSON.stringify(sheet)};`,
    `export const href = ${JSON.stringify(compiled.href)};`,
    `export const hash = ${JSON.stringify(target === 'server' ? compiled.hash : null)};`,
    '',
  ].join('\n')
}
