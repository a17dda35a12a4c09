// Whose request is this? The answer keys the lead rate limit and is kept as consent evidence, so a
// client must not be able to choose it. X-Forwarded-For is written by whoever sent the request: a
// proxy in front of the site appends the address it saw, but a client talking to the site directly
// can send any value. So the header is believed only as far as TRUST_PROXY says proxies stand in
// front of the site; without proxies the site keys on the TCP peer (the socket's address).
//
// Next does not hand the socket to route handlers; without proxies the production listener writes its
// address into X-Forwarded-For as each request arrives (web/serving/socket-address.ts). Under `next dev`
// the header is Next's own: the socket's address, or what the client sent.

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

/** An IPv6 address as its eight 16-bit groups, or null when it is not one. */
function ipv6Groups(plain: string): number[] | null {
  if (!plain.includes(':')) return null
  const [head = '', tail = ''] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = plain.includes('::') && tail ? tail.split(':') : []
  const groups = plain.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left
  if (groups.length !== 8 || groups.some((group) => !/^[0-9a-f]{1,4}$/.test(group))) return null
  return groups.map((group) => parseInt(group, 16))
}

/** The address as written plainly: no brackets or zone, lower case, IPv4 written as IPv6 (::ffff:192.0.2.1) as IPv4. */
function plainAddress(address: string): string {
  const plain = address
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase()
  return /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(plain)?.[1] ?? plain
}

/** The network of `groups` `bits` wide, written as its first groups and the width ("2001:db8:1:200::/56"). */
function network(groups: readonly number[], bits: 64 | 56 | 48): string {
  const kept = groups.slice(0, 4).map((group, index) => {
    const from = index * 16
    if (from >= bits) return 0
    return bits - from >= 16 ? group : group & (0xffff << (16 - (bits - from)))
  })
  return `${kept.map((group) => group.toString(16)).join(':')}::/${bits}`
}

export type NetworkKey = { width: 'address' | 64 | 56 | 48; key: string }

/**
 * The keys a visitor's posts are counted under. An IPv4 address is one visitor. An IPv6 address is
 * not: a home or phone gets a whole /64 (often a /56, a business a /48) and may use any address in
 * it, so the /64 is the visitor, and the /56 and /48 around it are counted too, each with room for
 * several visitors, so a stranger with a /48 gets a few visitors' worth, not 65,536.
 */
export function networkKeys(address: string | null): NetworkKey[] {
  if (!address) return [{ width: 'address', key: 'unknown' }]
  const plain = plainAddress(address)
  const groups = ipv6Groups(plain)
  if (!groups) return [{ width: 'address', key: plain }]
  return ([64, 56, 48] as const).map((bits) => ({ width: bits, key: network(groups, bits) }))
}

/** The network an address belongs to: its /24 for IPv4, its /48 for IPv6 (an ISP's customer, a site). */
export function networkOf(address: string | null): string {
  if (!address) return 'unknown'
  const plain = plainAddress(address)
  const groups = ipv6Groups(plain)
  if (groups) return network(groups, 48)
  const ipv4 = /^(\d+)\.(\d+)\.(\d+)\.\d+$/.exec(plain)
  return ipv4 ? `${ipv4[1]}.${ipv4[2]}.${ipv4[3]}.0/24` : plain
}

/** The key one visitor is counted under (the first of networkKeys). */
export function visitorKey(address: string | null): string {
  return networkKeys(address)[0]?.key ?? 'unknown'
}
