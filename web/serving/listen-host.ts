import { lookup } from 'node:dns/promises'

// Where the standalone server listens (HOSTNAME). Next 16 builds the origin it compares a proxy
// rewrite against from that address, but NextRequest spells any loopback address (127.0.0.1, ::1) as
// "localhost"; under a loopback HOSTNAME every rewrite of src/proxy.ts then looks external, and Next
// proxies it over the network with the https:// a TLS proxy in front reported: a 500 for every
// rewritten address (vercel/next.js#94745). Listening on the name "localhost", where it resolves to
// the same address, keeps the two spellings equal. Retire this when that issue is fixed; the
// TLS-proxy browser test (e2e/behind-tls-proxy.spec.ts, instances on 127.0.0.1) fails without it.

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|\[::1\])$/

/** The HOSTNAME to give Next for LISTEN_HOST (every interface when unset, as `next start`). */
export async function listenHost(requested: string | undefined): Promise<string> {
  const host = requested || '0.0.0.0'
  if (!LOOPBACK.test(host)) return host
  const wanted = host.replace(/^\[|\]$/g, '')
  const resolved = await lookup('localhost').then(
    (answer) => answer.address,
    () => null,
  )
  if (resolved === wanted) return 'localhost'
  console.warn(
    `LISTEN_HOST=${host}: "localhost" resolves to ${resolved ?? 'nothing'} here, so the server listens on ${host} as asked; ` +
      'behind a TLS proxy, Next 16 then answers rewritten addresses (unknown pages and towns) with 500 (vercel/next.js#94745).',
  )
  return host
}
