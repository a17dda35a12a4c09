// Runs after `next build` (web's `build` script): marks every script Next built for the browser with
// V8's explicit compile hint, so Chrome (136 and later) compiles the whole file on a background thread
// while it downloads, instead of compiling each function on the main thread the first time it runs.
//
// Why: a page's JavaScript runs once, at load, almost all of it: the framework's modules are
// instantiated and React hydrates the page. Compiled lazily, that work is the longest task after the
// first paint (a phone's Total Blocking Time; docs/performance.md). Other browsers read a comment.
// The file names stay as they are: the hint is added to every build the same way, and nothing else
// names the files' bytes (no integrity attributes; the CSP allows the site's own scripts by origin).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** V8's magic comment for "every function in this file is called on load"; it must open the file. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/** Adds the hint to each .js file under `dir` that lacks it; returns how many it changed. */
export function addCompileHints(dir: string): number {
  let changed = 0
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.js')) continue
    const path = join(entry.parentPath, entry.name)
    const source = readFileSync(path, 'utf8')
    if (source.startsWith(COMPILE_HINT)) continue
    writeFileSync(path, COMPILE_HINT + source)
    changed++
  }
  return changed
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chunks = fileURLToPath(new URL('../.next/static/chunks/', import.meta.url))
  console.log(`Compile hints: ${addCompileHints(chunks)} scripts in .next/static/chunks marked for eager compilation.`)
}
