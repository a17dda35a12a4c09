import { createServer, request, type Server, type ServerResponse } from 'node:http'
import { runInNewContext } from 'node:vm'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { deferredScripts, deferScriptsIn, deferScriptsInBody, deferScriptsInHead, ScriptDeferral } from './defer-scripts'

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><style>body{color:red}</style>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/runtime.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script src="https://tags.example.com/t.js" async=""></script><meta name="x" content="y"/>'
const BODY =
  '</head><body><h1>Lawn care</h1><script id="_R_">(globalThis.TURBOPACK||[]).push({})</script>' +
  '<script src="/_next/static/chunks/runtime.js" async=""></script><script>self.__next_f.push([1,"</head>"])</script></body></html>'

describe('deferScriptsInHead', () => {
  it("takes out Next's scripts and its script preload and asks for them, in order, from one loader at the end", () => {
    const head = deferScriptsInHead(HEAD)
    expect(head).not.toMatch(/<script\b[^>]*\bsrc="\/_next\//)
    // The preloaded script is the bundler's runtime, asked for later in the page (deferScriptsInBody).
    const scriptPreloads = (head.match(/<link\b[^>]*>/g) ?? []).filter(
      (link) => link.includes('rel="preload"') && link.includes('as="script"'),
    )
    expect(scriptPreloads).toEqual([])
    // Everything else stays where it was, a script from elsewhere included.
    expect(head).toContain(
      '<meta charSet="utf-8"/><style>body{color:red}</style><script src="https://tags.example.com/t.js" async=""></script><meta name="x" content="y"/><script>',
    )
    expect(head).toContain('["/_next/static/chunks/a.js","/_next/static/chunks/b.js"]')
    expect(head).toContain('first-contentful-paint')
    expect(head.endsWith('</script>')).toBe(true)
  })

  it('leaves a head without Next scripts as it is', () => {
    const head = '<html><head><title>Hi</title>'
    expect(deferScriptsInHead(head)).toBe(head)
  })
})

describe('deferScriptsInBody', () => {
  it('hands a Next script tag after the content to the loader and leaves inline scripts alone', () => {
    expect(deferScriptsInBody(BODY)).toBe(
      BODY.replace(
        '<script src="/_next/static/chunks/runtime.js" async=""></script>',
        '<script>self.__scriptAfterPaint("/_next/static/chunks/runtime.js")</script>',
      ),
    )
  })
})

describe('deferredScripts', () => {
  it('names what a rewritten page asks for, in order, and nothing on a page not rewritten', () => {
    expect(deferredScripts(deferScriptsInHead(HEAD) + deferScriptsInBody(BODY))).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/runtime.js',
    ])
    expect(deferredScripts(HEAD + BODY)).toEqual([])
  })
})

describe('ScriptDeferral', () => {
  const page = HEAD + BODY
  const whole = deferScriptsInHead(HEAD) + deferScriptsInBody(BODY)

  it('gives the same page however the bytes are cut, a character of several bytes and a script tag included', () => {
    const bytes = Buffer.from(page.replace('Lawn care', 'Lawn care – Jacksonville'))
    const expected = whole.replace('Lawn care', 'Lawn care – Jacksonville')
    for (let size = 1; size < bytes.length; size += 7) {
      const deferral = new ScriptDeferral()
      let out = ''
      for (let at = 0; at < bytes.length; at += size) out += deferral.push(bytes.subarray(at, at + size))
      expect(out + deferral.end(), `pieces of ${size} bytes`).toBe(expected)
    }
  })

  it('passes markup after the head on at once, holding back only what could be a cut script tag', () => {
    const deferral = new ScriptDeferral()
    expect(deferral.push(Buffer.from(HEAD))).toBe('')
    expect(deferral.push(Buffer.from('</head><body><main>Hello</main><p>'))).toBe(
      deferScriptsInHead(HEAD) + '</head><body><main>Hello</main><p>',
    )
    expect(deferral.push(Buffer.from('Bye</p><script src="/_next/static/chunks/x'))).toBe('Bye</p>')
    expect(deferral.push(Buffer.from('.js" async=""></script><div>'))).toBe(
      '<script>self.__scriptAfterPaint("/_next/static/chunks/x.js")</script><div>',
    )
    expect(deferral.end()).toBe('')
  })
})

describe('ScriptDeferral on HTML with no head', () => {
  it('passes it on once 512 KB have come without </head>, untouched from then on', () => {
    const deferral = new ScriptDeferral()
    const tag = '<script src="/_next/static/chunks/a.js" async=""></script>'
    const big = 'x'.repeat(600 * 1024)
    expect(deferral.push(Buffer.from(tag))).toBe('')
    expect(deferral.push(Buffer.from(big))).toBe(tag + big)
    expect(deferral.push(Buffer.from(tag + '</head>'))).toBe(tag + '</head>')
    expect(deferral.end()).toBe('')
  })
})

describe('deferScriptsIn (a response)', () => {
  let server: Server | undefined
  afterEach(() => server?.close())

  async function serve(handler: (response: ServerResponse) => void) {
    server = createServer((_request, response) => {
      deferScriptsIn(response)
      handler(response)
    })
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    return new Promise<{ headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      request(`http://127.0.0.1:${port}/`, (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks).toString() }))
      })
        .on('error', reject)
        .end()
    })
  }

  it('rewrites a page written in pieces that split "</head>", and drops its now wrong Content-Length', async () => {
    const page = HEAD + BODY
    const split = HEAD.length + 3
    const { headers, body } = await serve((response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.setHeader('content-length', Buffer.byteLength(page))
      response.write(page.slice(0, 40))
      response.write(Buffer.from(page.slice(40, split)))
      response.end(page.slice(split))
    })
    expect(headers['content-length']).toBeUndefined()
    expect(body).toBe(deferScriptsInHead(HEAD) + deferScriptsInBody(BODY))
  })

  it('passes anything but HTML through untouched, its length included', async () => {
    const script = '<script src="/_next/static/chunks/a.js" async=""></script></head>'
    const { headers, body } = await serve((response) => {
      response.writeHead(200, { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(script) })
      response.end(script)
    })
    expect(headers['content-length']).toBe(String(Buffer.byteLength(script)))
    expect(body).toBe(script)
  })

  it('sends an HTML answer with no head at all as it came', async () => {
    const { body } = await serve((response) => {
      response.setHeader('content-type', 'text/html')
      response.end('<p>Gone</p>')
    })
    expect(body).toBe('<p>Gone</p>')
  })
})

/**
 * The loader from a rewritten head, run in a stand-in for the browser. `events()` lists what it added to
 * the head: "run x" for a script; the browser's moments are driven by hand.
 */
function loaderIn({ hidden = false, paintTiming = true, body = ['A', 'HEADER', 'MAIN', 'SCRIPT'] } = {}) {
  const added: string[] = []
  const listeners: Record<string, () => void> = {}
  const timers: (() => void)[] = []
  let painted: ((list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void) | undefined
  let frame: (() => void) | undefined
  const element = (tag: string) => ({ tag, src: '', async: false })
  const context = {
    self: { addEventListener: (type: string, callback: () => void) => (listeners[`window ${type}`] = callback) } as Record<string, unknown>,
    // A timer for later waits for `seconds()`; one for the next task runs at once.
    setTimeout: (callback: () => void, delay = 0) => (delay ? timers.push(callback) : callback()),
    requestAnimationFrame: (callback: () => void) => (frame = callback),
    document: {
      hidden,
      // Each child a tag name, or "hidden TAG" for an element with the hidden attribute.
      body: { children: body.map((child) => ({ tagName: child.replace('hidden ', ''), hidden: child.startsWith('hidden ') })) },
      createElement: element,
      addEventListener: (type: string, callback: () => void) => (listeners[type] = callback),
      head: {
        appendChild: (e: ReturnType<typeof element>) => {
          if (e.tag === 'script' && e.async) added.push(`run ${e.src}`)
          else added.push(`something else: ${JSON.stringify(e)}`)
        },
      },
    },
  }
  context.self.PerformanceObserver = paintTiming
    ? Object.assign(
        function (this: object, callback: typeof painted) {
          painted = callback
          Object.assign(this, { observe: () => undefined })
        },
        { supportedEntryTypes: ['paint', 'largest-contentful-paint'] },
      )
    : undefined
  const head = deferScriptsInHead(HEAD)
  const script = head.slice(head.lastIndexOf('<script>') + '<script>'.length, -'</script>'.length)
  runInNewContext(script, context)
  const later = (src: string) => (context.self.__scriptAfterPaint as (src: string) => void)(src)
  return {
    events: () => added.splice(0),
    later,
    parsed: () => listeners.DOMContentLoaded?.(),
    loaded: () => listeners['window load']?.(),
    seconds: () => timers.splice(0).forEach((timer) => timer()),
    paint: () =>
      painted?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }, { disconnect: () => undefined }),
    frame: () => frame?.(),
  }
}

describe('the loader, in the browser', () => {
  const A = '/_next/static/chunks/a.js'
  const B = '/_next/static/chunks/b.js'
  const RUNTIME = '/_next/static/chunks/runtime.js'

  it('asks for nothing while the document is parsed, and for the scripts only at the first paint', () => {
    const page = loaderIn()
    expect(page.events()).toEqual([])
    page.parsed()
    page.later(RUNTIME)
    expect(page.events()).toEqual([])
    page.paint()
    expect(page.events()).toEqual([`run ${A}`, `run ${B}`, `run ${RUNTIME}`])
  })

  it('runs them at the first paint when the paint comes first, as on a slow link, and nothing twice', () => {
    const page = loaderIn()
    page.paint()
    expect(page.events()).toEqual([`run ${A}`, `run ${B}`])
    page.later(RUNTIME)
    expect(page.events()).toEqual([`run ${RUNTIME}`])
    page.parsed()
    expect(page.events()).toEqual([])
  })

  it('runs a later script handed over before the document is parsed with the others at the paint', () => {
    const page = loaderIn()
    page.later(RUNTIME)
    expect(page.events()).toEqual([])
    page.parsed()
    page.paint()
    expect(page.events()).toEqual([`run ${A}`, `run ${B}`, `run ${RUNTIME}`])
  })

  it('runs them once parsed in a tab opened in the background, which does not paint until shown', () => {
    const page = loaderIn({ hidden: true })
    page.parsed()
    expect(page.events()).toEqual([`run ${A}`, `run ${B}`])
    page.paint()
    expect(page.events()).toEqual([])
  })

  it('runs them once parsed when nothing in the body would paint before they draw it', () => {
    // Next's answer to an address turned away by a page's notFound(): the not-found page is in React's payload alone.
    const page = loaderIn({ body: ['hidden DIV', 'SCRIPT', 'SCRIPT', 'TEMPLATE'] })
    page.parsed()
    expect(page.events()).toEqual([`run ${A}`, `run ${B}`])
  })

  it('runs them two seconds after the load event when no paint has come by then, and only once', () => {
    const page = loaderIn()
    page.parsed()
    page.loaded()
    expect(page.events()).toEqual([])
    page.seconds()
    expect(page.events()).toEqual([`run ${A}`, `run ${B}`])
    page.paint()
    expect(page.events()).toEqual([])
  })

  it('runs them after the first frame in a browser without paint timing', () => {
    const page = loaderIn({ paintTiming: false })
    page.parsed()
    expect(page.events()).toEqual([])
    page.frame()
    expect(page.events()).toEqual([`run ${A}`, `run ${B}`])
  })
})
