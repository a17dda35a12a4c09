// `pnpm start` answers in Brotli to a browser that takes it and in gzip to one that takes only gzip,
// pages and Next's files alike, streamed pages included; the bytes decode to what an uncompressed
// answer carries (web/serving/production-responses.ts).
// It only reads, so it asks the browser tests' own server, which `pnpm start`'s script runs.
import { request } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { expect, test } from './support/test.ts'

type Raw = { status: number; encoding: string | undefined; vary: string | undefined; body: Buffer }

/** A GET that leaves the body as it came over the wire (fetch would decode it). */
function rawGet(url: string, acceptEncoding: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: response.headers['content-encoding'],
          vary: response.headers.vary,
          body: Buffer.concat(chunks),
        }),
      )
      response.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

test('pages come in Brotli when the browser takes it, gzip otherwise, and decode to the same page', async ({ baseURL }) => {
  const plain = await rawGet(`${baseURL}/`, 'identity')
  const br = await rawGet(`${baseURL}/`, 'gzip, deflate, br, zstd')
  const gzip = await rawGet(`${baseURL}/`, 'gzip, deflate')
  expect([plain.status, br.status, gzip.status]).toEqual([200, 200, 200])
  expect(plain.encoding).toBeUndefined()
  expect(br.encoding).toBe('br')
  expect(gzip.encoding).toBe('gzip')
  expect(br.vary?.toLowerCase()).toContain('accept-encoding')
  const html = plain.body.toString()
  expect(html).toContain('</html>')
  expect(brotliDecompressSync(br.body).toString()).toBe(html)
  expect(gunzipSync(gzip.body).toString()).toBe(html)
  // Markup repeated in React's payload folds into Brotli's 4 MB window, not gzip's 32 KB one.
  expect(br.body.length).toBeLessThan(gzip.body.length)
})

test("Next's script files and a page rendered per request come compressed too", async ({ baseURL }) => {
  const html = (await rawGet(`${baseURL}/`, 'identity')).body.toString()
  const script = html.match(/"(\/_next\/static\/chunks\/[^"]+\.js)"/)?.[1]
  expect(script).toBeTruthy()
  const js = await rawGet(`${baseURL}${script}`, 'br')
  expect(js.encoding).toBe('br')
  expect(brotliDecompressSync(js.body).length).toBeGreaterThan(js.body.length)

  const answer = await rawGet(`${baseURL}/service-area?zip=32207`, 'br')
  expect(answer.status).toBe(200)
  expect(answer.encoding).toBe('br')
  expect(brotliDecompressSync(answer.body).toString()).toContain('</html>')
})
