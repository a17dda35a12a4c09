const WILDCARD_HOSTS = new Set(['', '0.0.0.0', '::', '[::]'])

/**
 * Where this server itself answers, over plain HTTP. Not the request's own URL: behind a TLS proxy
 * that says https:// (X-Forwarded-Proto) and may name the public host, neither of which this server
 * speaks. The standalone server listens on HOSTNAME:PORT (web/serving/start.ts sets both); `next dev`
 * sets neither, and its request URL is its own loopback address.
 */
export function ownOrigin(url: URL, listen: { HOSTNAME?: string | undefined; PORT?: string | undefined }): string {
  const host = listen.HOSTNAME ?? ''
  const name = WILDCARD_HOSTS.has(host) ? '127.0.0.1' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host
  return `http://${name}:${listen.PORT || url.port || '3000'}`
}
