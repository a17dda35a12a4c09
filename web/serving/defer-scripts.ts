// Next asks for a page's scripts from its markup: `<script async src>` tags in the head, a preload, and
// the bundler's runtime after the page's content. The browser fetches them as soon as it reads them, so
// on a phone link they share the line with the rest of the document, which the first paint needs and
// they do not (docs/performance.md). Here those tags become one small loader that asks for the same
// scripts after the first paint and runs them (see loader). The page hydrates from them as before:
// React's payload waits inline in `self.__next_f` for whichever script comes first.
import type { OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { StringDecoder } from 'node:string_decoder'

const OPEN = '<script src="/_next/static/'
const CLOSE = '" async=""></script>'
const NEXT_SCRIPT = /<script src="(\/_next\/static\/[^"<>]+)" async=""><\/script>/g
const NEXT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/[^"<>]+"\/>/g
// Characters before `</head>` beyond which a response is passed on as it is.
const MAX_HEAD = 512 * 1024
/** What the loader calls a script that comes later in the page. */
const LATER = 'self.__scriptAfterPaint'
/** A later script handed to the loader (deferScriptsInBody), read back by deferredScripts. */
const HANDED_OVER = new RegExp(`${LATER.replace('.', '\\.')}\\(("[^"]+")\\)`, 'g')
/** How the loader starts, up to the list of scripts it asks for (deferral-check.ts looks for it). */
export const LOADER_START = '<script>(function(){var d=document,q='

/**
 * The loader. After the first contentful paint it asks for `scripts`, and any later one, and runs them.
 * On a slow link the paint comes before the document is all in (the parser waits for bytes and the
 * browser paints what it has); on a fast one the document is parsed first, and the scripts still wait
 * for the paint, so 150 KB of script never holds the first frame back on a fast link with a slow CPU.
 * (Fetching them at DOMContentLoaded, ahead of the paint, was tried: the preloads were main-thread
 * work ahead of the first frame and delayed it; figures in docs/performance.md.) Two kinds
 * of page would wait for a paint that does not come, so they run their scripts at DOMContentLoaded: a
 * tab opened in the background (it parses, but paints only when shown), and a document with nothing to
 * paint until its scripts draw it (Next answers an address that a page's `notFound()` turned away with
 * an empty body and the not-found page in React's payload alone). Two seconds after the load event
 * they run in any case.
 */
function loader(scripts: string[]): string {
  // A browser without paint timing runs them once the first frame is drawn.
  return `${LOADER_START}${JSON.stringify(scripts)},n=0;function add(s){var e=d.createElement("script");e.src=s;e.async=true;d.head.appendChild(e)}${LATER}=function(s){n?add(s):q.push(s)};function go(){if(!n++)q.forEach(add)}function blank(){for(var c=d.body.children,i=c.length;i--;)if(!c[i].hidden&&!/^(SCRIPT|TEMPLATE)$/.test(c[i].tagName))return 0;return 1}d.addEventListener("DOMContentLoaded",function(){if(d.hidden||blank())go()});self.addEventListener("load",function(){setTimeout(go,2e3)});var P=self.PerformanceObserver;if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true})}else{requestAnimationFrame(function(){setTimeout(go)})}})()</script>`
}

/** The head with Next's script tags and script preloads replaced by the loader; unchanged when it has none. */
export function deferScriptsInHead(head: string): string {
  const scripts: string[] = []
  const rest = head.replace(NEXT_SCRIPT, (_tag, src: string) => (scripts.push(src), '')).replace(NEXT_PRELOAD, '')
  if (scripts.length === 0) return head
  return rest + loader(scripts)
}

/** The scripts a rewritten page asks for, in order: the loader's list, then those handed over later. */
export function deferredScripts(html: string): string[] {
  const at = html.indexOf(LOADER_START)
  const listed = at === -1 ? [] : (JSON.parse(/^\[[^\]]*\]/.exec(html.slice(at + LOADER_START.length))?.[0] ?? '[]') as string[])
  const later = [...html.matchAll(HANDED_OVER)].map((match) => JSON.parse(match[1] ?? '""') as string)
  return [...listed, ...later]
}

/** Markup after the head: each Next script tag hands its script to the loader instead. */
export function deferScriptsInBody(markup: string): string {
  return markup.replace(NEXT_SCRIPT, (_tag, src: string) => `<script>${LATER}(${JSON.stringify(src)})</script>`)
}

/** Could `tail` be the start of a Next script tag cut off by the end of a chunk? */
function isCutTag(tail: string): boolean {
  if (tail.length <= OPEN.length) return OPEN.startsWith(tail)
  if (!tail.startsWith(OPEN)) return false
  const after = tail.slice(OPEN.length).replace(/^[^"<>]*/, '')
  return after.length < CLOSE.length && CLOSE.startsWith(after)
}

/**
 * The page as it streams, rewritten: held back until `</head>` (a few KB and the inline CSS), then
 * passed on chunk by chunk. Only the end of a chunk that could be a cut script tag waits for the next.
 */
export class ScriptDeferral {
  #decoder = new StringDecoder('utf8')
  #text = ''
  #part: 'head' | 'body' | 'other' = 'head'

  push(chunk: Buffer): string {
    this.#text += this.#decoder.write(chunk)
    if (this.#part === 'head') {
      const at = this.#text.indexOf('</head>')
      if (at !== -1) {
        this.#part = 'body'
        const head = deferScriptsInHead(this.#text.slice(0, at))
        this.#text = this.#text.slice(at)
        return head + this.#body()
      }
      // Not a page Next wrote (its head is the inline CSS and a few KB): stream it on untouched.
      if (this.#text.length > MAX_HEAD) this.#part = 'other'
      else return ''
    }
    return this.#part === 'body' ? this.#body() : this.#take()
  }

  end(): string {
    this.#text += this.#decoder.end()
    return this.#part === 'body' ? deferScriptsInBody(this.#take()) : this.#take()
  }

  #take(): string {
    const text = this.#text
    this.#text = ''
    return text
  }

  #body(): string {
    const text = this.#text
    const cut = [text.lastIndexOf(OPEN), text.lastIndexOf('<')].filter((at) => at !== -1 && isCutTag(text.slice(at)))
    const keep = cut.length ? Math.min(...cut) : text.length
    this.#text = text.slice(keep)
    return deferScriptsInBody(text.slice(0, keep))
  }
}

function isHtml(response: ServerResponse): boolean {
  return String(response.getHeader('content-type') ?? '').startsWith('text/html')
}

function toBuffer(chunk: unknown, encoding: unknown): Buffer {
  if (Buffer.isBuffer(chunk)) return chunk
  if (chunk instanceof Uint8Array) return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
  return Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
}

type Callback = (error?: Error | null) => void

/**
 * Every HTML page this response sends goes through a ScriptDeferral. The page's length changes, so an
 * HTML response goes without Content-Length; anything else passes untouched.
 */
export function deferScriptsIn(response: ServerResponse): void {
  const write = response.write as (...args: unknown[]) => boolean
  const end = response.end as (...args: unknown[]) => ServerResponse
  const writeHead = response.writeHead as (...args: unknown[]) => ServerResponse
  let deferral: ScriptDeferral | null | undefined

  const decide = () => {
    if (deferral !== undefined) return
    deferral = !response.headersSent && isHtml(response) ? new ScriptDeferral() : null
    if (deferral) response.removeHeader('content-length')
  }
  // Next sets its headers with setHeader; headers handed to writeHead itself are answered the same way.
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    decide()
    const headers = args.find((arg): arg is OutgoingHttpHeaders => typeof arg === 'object' && arg !== null && !Array.isArray(arg))
    if (deferral && headers) for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-length') delete headers[name]
    return Reflect.apply(writeHead, this, args)
  } as ServerResponse['writeHead']

  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    decide()
    if (!deferral) return Reflect.apply(write, this, [chunk, ...rest])
    const out = deferral.push(toBuffer(chunk, typeof rest[0] === 'string' ? rest[0] : undefined))
    const callback = rest.find((arg): arg is Callback => typeof arg === 'function')
    if (out) return Reflect.apply(write, this, callback ? [out, callback] : [out])
    if (callback) queueMicrotask(() => callback())
    return true
  } as ServerResponse['write']

  response.end = function (this: ServerResponse, ...args: unknown[]) {
    decide()
    if (deferral) {
      const [chunk] = args
      if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') {
        const head = deferral.push(toBuffer(chunk, typeof args[1] === 'string' ? args[1] : undefined))
        if (head) Reflect.apply(write, this, [head])
        args = args.filter((arg) => typeof arg === 'function')
      }
      const rest = deferral.end()
      if (rest) Reflect.apply(write, this, [rest])
    }
    return Reflect.apply(end, this, args)
  } as ServerResponse['end']
}
