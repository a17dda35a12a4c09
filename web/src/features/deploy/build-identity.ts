import { execFileSync } from 'node:child_process'

// Every instance of one release must carry the same build id (Next names its assets and its cache
// entries by it; the shared cache keys its Redis entries by it) and the same deployment id (version skew
// protection: a browser holding one release's pages asks for that release's files).
//
// BUILD_ID wins, so a pipeline that builds once per machine can pass the release's name. Otherwise the
// git commit, when the working tree is clean: two machines building the same commit agree. A dirty tree
// (local work) gets Next's random id, so an edited build never reads the cache entries of another.

function gitCommit(): string | null {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
    if (git('status', '--porcelain', '--untracked-files=no')) return null
    return git('rev-parse', '--short=12', 'HEAD') || null
  } catch {
    return null
  }
}

const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/

export function buildId(env: NodeJS.ProcessEnv = process.env): string | null {
  const given = env.BUILD_ID?.trim()
  if (given) {
    if (!SAFE_ID.test(given)) throw new Error(`BUILD_ID must be 1-64 letters, digits, dots, dashes or underscores; got "${given}"`)
    return given
  }
  return gitCommit()
}

/** NEXT_DEPLOYMENT_ID (read by Next itself too), else BUILD_ID; unset means no skew protection. */
export function deploymentId(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.NEXT_DEPLOYMENT_ID?.trim() || env.BUILD_ID?.trim() || undefined
}
