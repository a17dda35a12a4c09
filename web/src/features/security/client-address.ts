import http from 'node:http'

// Whose request is this? The answer keys the lead rate limit and is kept as consent evidence, so a
// client must not be able to choose it. X-Forwarded-For is written by whoever sent the request: a
// proxy in front of the site appends the address it saw, but a client talking to the site directly
// can send any value. So the header is believed only as far as TRUST_PROXY says proxies stand in
// front of the site; without proxies the site keys on the TCP peer (the socket's address).
//
// Next does not hand the socket to route handlers. It copies the socket's address into
// X-Forwarded-For, but only when the request has none (`??=`), which is exactly the spoofable case.
// keepSocketAddress() (called from src/instrumentation.ts when TRUST_PROXY is 0) therefore rewrites
// the header to the socket's address as each request arrives, before Next or the proxy reads it.

/**
 * The visitor's address. `trustedProxies` is how many proxies (CDN, load balancer) append to
 * X-Forwarded-For in front of the site: the visitor is that many entries from the right. With none,
 * the header holds the socket's address (see above), its last entry.
 */
export function clientAddress(headers: Headers, trustedProxies: number): string | null {
  const chain = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!chain.length) return null
  // A chain shorter than the configured proxies: take the furthest address any proxy saw.
  return chain.at(-Math.max(1, trustedProxies)) ?? chain[0] ?? null
}

const INSTALLED = Symbol.for('site.keepSocketAddress')
type Patched = typeof http.Server.prototype & { [INSTALLED]?: true }

/** Makes X-Forwarded-For of every request this process serves the address of its TCP peer. */
export function keepSocketAddress(prototype: Patched = http.Server.prototype): void {
  if (prototype[INSTALLED]) return
  prototype[INSTALLED] = true
  const emit = prototype.emit
  prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request' && args[0] instanceof http.IncomingMessage) {
      const request = args[0]
      const peer = request.socket?.remoteAddress
      if (peer) request.headers['x-forwarded-for'] = peer
      else delete request.headers['x-forwarded-for']
      delete request.headers['x-real-ip']
    }
    return Reflect.apply(emit, this, [event, ...args])
  }
}
