import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { nextBin, startNext, type RunningSite } from './server.ts'

const BARE = fileURLToPath(new URL('./bare-next/', import.meta.url))
const WEB = fileURLToPath(new URL('../../web/', import.meta.url))

const version = (dir: string, name: string): string => createRequire(`${dir}package.json`)(`${name}/package.json`).version

/**
 * Builds and serves the bare Next page (scripts/bench/bare-next: one heading and a paragraph) with
 * the Next, React and React DOM versions the site uses (scripts/package.json pins the same ones), so
 * pnpm bench:web can measure it in the same run as the site: on a shared machine a ratio to it holds
 * better than an absolute figure.
 */
export async function startBareNext(port: number): Promise<RunningSite> {
  for (const name of ['next', 'react', 'react-dom']) {
    const [bare, site] = [version(BARE, name), version(WEB, name)]
    if (bare !== site) throw new Error(`The bare page has ${name} ${bare}, the site ${site}: pin the same in scripts/package.json.`)
  }
  execFileSync(process.execPath, [nextBin(BARE), 'build'], { cwd: BARE, stdio: 'ignore' })
  return startNext({ dir: BARE, port, readyPath: '/' })
}
