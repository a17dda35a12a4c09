import { createServer, request, type Server, type ServerResponse } from 'node:http'
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
    expect(head).not.toContain('<script src="/_next/')
    // The preloaded script is the bundler's runtime, asked for later in the page (deferScriptsInBody).
    expect(head).not.toContain('rel="preload" as="script"')
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
