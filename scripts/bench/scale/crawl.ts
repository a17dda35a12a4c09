// Every address the sitemap lists, fetched once (two at a time, as a crawler might), with the size of
// each page's HTML as the browser receives it once decompressed.

export type Crawled = { path: string; status: number; htmlBytes: number }

export async function crawlSitemap(base: string, concurrency = 2): Promise<Crawled[]> {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text()
  const queue = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
  const crawled: Crawled[] = []
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        const response = await fetch(base + path)
        const body = Buffer.from(await response.arrayBuffer())
        crawled.push({ path, status: response.status, htmlBytes: body.byteLength })
      }
    }),
  )
  return crawled
}
