// Loaded by `pnpm start` (web/serving/start.ts) ahead of Next's standalone server, with `node --import`:
// answers in Brotli to every browser that accepts it, gzip to the rest.
//
// Next compresses with gzip only (next.config.ts turns that off: `compress: false`), and gzip's window
// is too short to see the copies of the inline CSS that React's payload repeats after the markup;
// Brotli's is not (docs/performance.md, "Brotli"). Next's standalone server creates its HTTP server
// itself and offers no hook for its request handler, so this wraps the handler of the server it creates.
import http from 'node:http'
import { join } from 'node:path'
import { Duplex } from 'node:stream'
import { constants } from 'node:zlib'
import compression from 'compression'
import { answerMalformed, isDecodablePath } from './malformed-paths.ts'
import { providePreviewModeId } from './preview-mode-id.ts'
import { keepSocketAddress, trustsProxies } from './socket-address.ts'

// A middle quality: nearly all of the saving at a small fraction of the top quality's time per response.
const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } })

// The visitor's address is the connection's unless proxies in front are trusted (socket-address.ts).
const trustedProxies = trustsProxies(process.env.TRUST_PROXY)
// Next's proxy on Node needs the build's preview id for draftMode() (preview-mode-id.ts).
providePreviewModeId(join(process.cwd(), '.next'))

type Listener = (request: http.IncomingMessage, response: http.ServerResponse) => void

const noop = () => {}

/** A client that leaves mid-response never ends the compression stream; let it go instead of leaking it. */
function releaseOnClose(response: http.ServerResponse) {
  response.once('close', () => {
    if (response.writableFinished) return
    // compression answers `on('drain')` with its zlib stream once it has one (as Next's own release does).
    const stream: unknown = response.on('drain', noop)
    if (stream instanceof Duplex) stream.destroy()
    else response.off('drain', noop)
  })
}

/** The listener, with the visitor's address kept and answering through compression. */
function asInProduction(listener: Listener): Listener {
  return (request, response) => {
    if (!trustedProxies) keepSocketAddress(request)
    if (!isDecodablePath(request.url ?? '/')) return answerMalformed(response)
    compress(request, response, () => {
      releaseOnClose(response)
      listener(request, response)
    })
  }
}

/** A function argument of `createServer` (the request listener) is answered as in production. */
function wrapListener(arg: unknown) {
  if (typeof arg !== 'function') return arg
  return asInProduction((request, response) => Reflect.apply(arg, undefined, [request, response]))
}

const createServer = http.createServer
Object.assign(http, {
  createServer: (...args: unknown[]): http.Server => Reflect.apply(createServer, http, args.map(wrapListener)),
})
