import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { checkScriptDeferral, deferralProblem, ownOrigin } from './deferral-check'
import { ScriptDeferral } from './defer-scripts'

// Next 16.4's markup for a page (the built home page, trimmed): its scripts as `async` tags in the head
// after a preload of the page's last script, the legacy browsers' polyfill as a `noModule` tag, and
// that last script asked for again after the content.
const nextPage = (script: (src: string) => string, preload = true) =>
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><link rel="preconnect" href="/" crossorigin=""/>' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"/><style>body{margin:0}</style>' +
  (preload ? '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/3webqblmqogz2.js"/>' : '') +
  script('/_next/static/chunks/1qjvw-rvr1x_1.js') +
  script('/_next/static/chunks/turbopack-077hmtqrhcoji.js') +
  script('/_next/static/chunks/2fj30hteqldl9.js') +
  '<meta name="theme-color" content="#166534"/><title>Lawn care</title>' +
  '<script src="/_next/static/chunks/0cz1d0mv5g_q7.js" noModule=""></script></head>' +
  '<body><header><button aria-expanded="false">Menu</button></header><main><h1>Lawn care</h1></main>' +
  script('/_next/static/chunks/3webqblmqogz2.js') +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:{}"])</script></body></html>'

const asNextWritesIt = (src: string) => `<script src="${src}" async=""></script>`

/** The page as the production listener sends it: through the rewrite, in small chunks. */
function served(html: string): string {
  const deferral = new ScriptDeferral()
  let out = ''
  const bytes = Buffer.from(html)
  for (let at = 0; at < bytes.length; at += 97) out += deferral.push(bytes.subarray(at, at + 97))
  return out + deferral.end()
}

describe('deferralProblem', () => {
  it("finds nothing wrong with Next's markup once rewritten, the noModule polyfill left as it is", () => {
    const page = served(nextPage(asNextWritesIt))
    expect(page).toMatch(/<script\b[^>]*\bnoModule=""[^>]*><\/script>/)
    expect(deferralProblem(page)).toBeNull()
  })

  it('reports a page the rewrite did not touch', () => {
    expect(deferralProblem(nextPage(asNextWritesIt))).toMatch(/^no script loader and Next's scripts still in the markup \(<script src=/)
  })

  it.each([
    ['defer', (src: string) => `<script defer="" src="${src}"></script>`],
    ['type=module', (src: string) => `<script type="module" src="${src}"></script>`],
    ['attributes swapped', (src: string) => `<script async="" src="${src}"></script>`],
    ['nonce', (src: string) => `<script src="${src}" async="" nonce="abc"></script>`],
  ])('reports the change when Next writes its scripts another way (%s)', (_name, script) => {
    const problem = deferralProblem(served(nextPage(script)))
    expect(problem).toMatch(/^no script loader and Next's scripts still in the markup/)
    expect(problem).toContain('/_next/static/chunks/')
  })

  it('reports a script preload of another form left behind', () => {
    const page = served(nextPage(asNextWritesIt, false)).replace(
      '</head>',
      '<link rel="modulepreload" href="/_next/static/chunks/5e6f.js"/></head>',
    )
    expect(deferralProblem(page)).toMatch(/^Next's scripts still in the markup \(<link rel="modulepreload"/)
  })
})

describe('checkScriptDeferral', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

  async function serve(body: string, status = 200, type = 'text/html; charset=utf-8'): Promise<string> {
    server = createServer((_request, response) => {
      response.writeHead(status, { 'content-type': type })
      response.end(body)
    })
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }

  it('says all is well for a rewritten page and warns loudly for changed markup', async () => {
    expect(await checkScriptDeferral(await serve(served(nextPage(asNextWritesIt))))).toEqual({
      status: 'deferred',
      message: '[serving] Scripts deferred after the first paint (checked on /).',
    })
    await new Promise<void>((resolve) => server!.close(() => resolve()))
    const changed = await checkScriptDeferral(await serve(served(nextPage((src) => `<script defer src="${src}"></script>`))))
    expect(changed.status).toBe('changed')
    expect(changed.message).toMatch(/^\[serving\] \/ was served with no script loader/)
    expect(changed.message).toContain("Next's markup changed: scripts are no longer deferred; see web/serving/README.md")
  })

  it('reads at most maxBytes of the body', async () => {
    const origin = await serve(
      served(nextPage(asNextWritesIt)) + 'x'.repeat(1_000_000) + '<script src="/_next/static/late.js" async=""></script>',
    )
    expect((await checkScriptDeferral(origin, '/', { maxBytes: 64 * 1024 })).status).toBe('deferred')
  })

  it('waits for a server still starting, within its time, and says when it could not check', async () => {
    expect(await checkScriptDeferral('http://127.0.0.1:9', '/', { timeoutMs: 300, retryMs: 50 })).toMatchObject({
      status: 'unchecked',
      message: expect.stringMatching(/^\[serving\] Could not check that scripts are deferred: \/ did not answer/),
    })
    expect(await checkScriptDeferral(await serve('gone', 503, 'text/plain'))).toMatchObject({ status: 'unchecked' })
  })
})

describe('ownOrigin', () => {
  it('reaches every-interface servers over loopback and keeps a named host', () => {
    expect(ownOrigin('0.0.0.0', '3000')).toBe('http://127.0.0.1:3000')
    expect(ownOrigin('localhost', '3100')).toBe('http://localhost:3100')
    expect(ownOrigin('::1', '3100')).toBe('http://[::1]:3100')
  })
})
