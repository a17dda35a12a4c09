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

/**
 * The key a visitor's posts are counted under. An IPv4 address is one visitor; an IPv6 address is not:
 * a home or phone gets a whole /64 and may use any address in it, so the /64 is the visitor. IPv4
 * written as IPv6 (::ffff:192.0.2.1) counts as the IPv4 address.
 */
export function visitorKey(address: string | null): string {
  if (!address) return 'unknown'
  const plain = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase()
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)
  if (mapped?.[1]) return mapped[1]
  if (!plain.includes(':')) return plain
  const [head = '', tail = ''] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = plain.includes('::') && tail ? tail.split(':') : []
  const groups = plain.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return plain
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
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
