import type { IncomingMessage } from 'node:http'

// Whose request is this? The answer keys the lead rate limits and is kept as consent evidence, so a
// client must not be able to choose it. Next hands route handlers and the proxy no connection address,
// only X-Forwarded-For, which it fills with the socket's address when the request has none (`??=`):
// a client talking to the site directly can send any value there. Unless TRUST_PROXY says proxies in
// front append to the header, the production listener (production-responses.ts) therefore writes the
// socket's address over it before Next sees the request; src/features/security/client-address.ts
// reads the visitor from it. Retire this when Next gives the app the connection's address, or takes
// its own trusted-proxy setting.

/** Whether TRUST_PROXY names proxies in front; anything but a positive count trusts none. */
export function trustsProxies(trustProxy: string | undefined): boolean {
  return Number(trustProxy) > 0
}

/** Makes the request's X-Forwarded-For the address of its TCP peer, and drops X-Real-IP. */
export function keepSocketAddress(request: IncomingMessage): void {
  const peer = request.socket?.remoteAddress
  if (peer) request.headers['x-forwarded-for'] = peer
  else delete request.headers['x-forwarded-for']
  delete request.headers['x-real-ip']
}
