import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { afterEach, expect, it } from 'vitest'

// The production listener as `pnpm start` loads it (`node --import production-responses.ts`), around a
// server that answers with the address headers its handler was given, as Next's handler would read them.
const productionResponses = fileURLToPath(new URL('./production-responses.ts', import.meta.url))
const echo = `
import http from 'node:http'
const server = http.createServer((request, response) =>
  response.end(JSON.stringify({ forwardedFor: request.headers['x-forwarded-for'] ?? null, realIp: request.headers['x-real-ip'] ?? null })))
server.listen(0, '127.0.0.1', () => console.log(server.address().port))
`

let child: ChildProcess | undefined
afterEach(() => {
  child?.kill()
  child = undefined
})

async function serve(env: Record<string, string>): Promise<(headers: Record<string, string>) => Promise<unknown>> {
  child = spawn(process.execPath, ['--import', productionResponses, '--input-type=module', '--eval', echo], {
    // A preview id of its own: this server has no build to read one from (preview-mode-id.ts).
    env: { ...process.env, __NEXT_PREVIEW_MODE_ID: 'no-build', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  const [port] = (await once(child.stdout!, 'data')) as [Buffer]
  return async (headers) => (await fetch(`http://127.0.0.1:${String(port).trim()}/`, { headers })).json()
}

const forged = { 'X-Forwarded-For': '6.6.6.6', 'X-Real-IP': '7.7.7.7' }

it('hands the app the connection address, whatever X-Forwarded-For and X-Real-IP the client sent', async () => {
  const get = await serve({ TRUST_PROXY: '0' })
  expect(await get(forged)).toEqual({ forwardedFor: '127.0.0.1', realIp: null })
  expect(await get({})).toEqual({ forwardedFor: '127.0.0.1', realIp: null })
})

it('keeps X-Forwarded-For as the proxies wrote it when TRUST_PROXY names them', async () => {
  const get = await serve({ TRUST_PROXY: '1' })
  expect(await get({ 'X-Forwarded-For': '6.6.6.6, 203.0.113.9' })).toEqual({ forwardedFor: '6.6.6.6, 203.0.113.9', realIp: null })
})
