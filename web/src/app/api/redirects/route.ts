import { getRedirects } from '@/sanity/content'

// The redirect table the proxy reads (src/proxy.ts). Statically generated at build and kept in
// Next's cache under the "redirect" tag: the publish webhook's revalidateTag("redirect") makes the
// next read regenerate it from Sanity (or the embedded dataset), so an edited redirect goes live
// without a deploy. The proxy cannot read Next's data cache itself, hence this route.
export const dynamic = 'force-static'

export async function GET() {
  return Response.json({ redirects: await getRedirects() })
}
