// A positive check that the script rewrite (defer-scripts.ts) still finds Next's scripts. The rewrite
// matches Next's markup exactly (`<script src="/_next/static/…" async="">` and one script preload);
// should a Next upgrade write them any other way, the rewrite silently finds nothing and every page
// goes back to asking for its scripts from the head. So once the server listens, `pnpm start` asks
// it for one page and looks for the loader, and for any script tag of Next's left in the markup; if
// either is off it says so loudly on stderr. The server keeps running: the pages still work, they
// only lose the earlier first paint.
import { LOADER_START } from './defer-scripts.ts'

/**
 * A script tag asking for one of Next's files by its src, in whatever form Next writes it; except the
 * `noModule` polyfills, which the rewrite leaves alone because the browsers that run the site's
 * scripts never fetch them.
 */
const NEXT_SCRIPT_TAG = /<script\b(?![^>]*\bnoModule\b)[^>]*\bsrc="\/_next\/static\/[^"]*"[^>]*>/i
/** A link that fetches one of Next's scripts ahead of time. */
const NEXT_SCRIPT_PRELOAD = /<link\b(?=[^>]*\brel="(?:preload|modulepreload)")(?=[^>]*\bhref="\/_next\/static\/[^"]*\.js")[^>]*>/i

/** What is wrong with a page as the production server sent it, or null when its scripts are deferred. */
export function deferralProblem(html: string): string | null {
  const problems: string[] = []
  if (!html.includes(LOADER_START)) problems.push('no script loader')
  const tag = NEXT_SCRIPT_TAG.exec(html)?.[0] ?? NEXT_SCRIPT_PRELOAD.exec(html)?.[0]
  if (tag) problems.push(`Next's scripts still in the markup (${tag})`)
  return problems.length ? problems.join(' and ') : null
}

/** The loud line for a page with `problem`. */
export function deferralWarning(path: string, problem: string): string {
  return (
    `[serving] ${path} was served with ${problem}. Next's markup changed: scripts are no longer deferred; ` +
    'see web/serving/README.md (defer-scripts.ts matches the markup Next writes).'
  )
}

type Options = { timeoutMs?: number; maxBytes?: number; retryMs?: number }

/** Up to `maxBytes` of the body: the loader is in the head, and a page's scripts end well before that. */
async function readCapped(response: Response, maxBytes: number): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const decoder = new TextDecoder()
  let text = ''
  let bytes = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    bytes += value.byteLength
    text += decoder.decode(value, { stream: true })
    if (bytes >= maxBytes) {
      await reader.cancel()
      break
    }
  }
  return text + decoder.decode()
}

export type DeferralCheck = { status: 'deferred' | 'changed' | 'unchecked'; message: string }

/**
 * Asks the server at `origin` for `path` (retrying while it is still starting, for `timeoutMs` in all)
 * and says what it found: `changed` when the rewrite did not find Next's scripts, `unchecked` when the
 * page could not be had. It never throws.
 */
export async function checkScriptDeferral(origin: string, path = '/', options: Options = {}): Promise<DeferralCheck> {
  const { timeoutMs = 60_000, maxBytes = 4 * 1024 * 1024, retryMs = 250 } = options
  const deadline = Date.now() + timeoutMs
  let lastError = 'no answer'
  while (Date.now() < deadline) {
    try {
      const response = await fetch(new URL(path, origin), {
        redirect: 'manual',
        headers: { 'user-agent': 'serving-self-check' },
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      })
      if (response.status !== 200 || !String(response.headers.get('content-type')).startsWith('text/html')) {
        await response.body?.cancel()
        const message = `[serving] Could not check that scripts are deferred: ${path} answered ${response.status}.`
        return { status: 'unchecked', message }
      }
      const problem = deferralProblem(await readCapped(response, maxBytes))
      return problem
        ? { status: 'changed', message: deferralWarning(path, problem) }
        : { status: 'deferred', message: `[serving] Scripts deferred after the first paint (checked on ${path}).` }
    } catch (error) {
      lastError = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error)
      await new Promise((resolve) => setTimeout(resolve, retryMs))
    }
  }
  return { status: 'unchecked', message: `[serving] Could not check that scripts are deferred: ${path} did not answer (${lastError}).` }
}

/** Where this machine reaches a server listening on `hostname` (Next's HOSTNAME) and `port`. */
export function ownOrigin(hostname: string, port: string): string {
  const host = ['0.0.0.0', '::', '[::]', ''].includes(hostname) ? '127.0.0.1' : hostname
  return `http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}`
}
