import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { postJson } from './submit.ts'

// A real HTTP server answering the way /api/leads can, so the messages are checked end to end.
let server: Server
let base = ''

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      const send = (status: number, text: string, type = 'application/json') => {
        response.writeHead(status, { 'Content-Type': type })
        response.end(text)
      }
      if (request.url === '/created') return send(201, JSON.stringify({ ok: true, id: 'lead-1', echo: JSON.parse(body) }))
      if (request.url === '/refused') return send(400, JSON.stringify({ message: 'Please check the consent box to continue.', issues: [] }))
      if (request.url === '/broken') return send(502, '<html>Bad gateway</html>', 'text/html')
      if (request.url === '/odd') return send(200, 'not json', 'text/plain')
      if (request.url === '/reset') return request.socket.destroy()
      send(404, '{}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('the browser submit helper', () => {
  it('returns the id of a stored lead', async () => {
    expect(await postJson(`${base}/created`, { a: 1 })).toEqual({ ok: true, id: 'lead-1' })
  })

  it("shows the server's message for a refusal", async () => {
    expect(await postJson(`${base}/refused`, {})).toEqual({ ok: false, status: 400, message: 'Please check the consent box to continue.' })
  })

  it('says Submission failed when a refusal has no message', async () => {
    expect(await postJson(`${base}/broken`, {})).toEqual({ ok: false, status: 502, message: 'Submission failed' })
  })

  it('says Network error occurred when the connection fails', async () => {
    expect(await postJson(`${base}/reset`, {})).toEqual({ ok: false, message: 'Network error occurred' })
    expect(await postJson('http://127.0.0.1:9/none', {})).toEqual({ ok: false, message: 'Network error occurred' })
  })

  it('says An unexpected error occurred for anything else', async () => {
    expect(await postJson(`${base}/odd`, {})).toEqual({ ok: false, status: 200, message: 'An unexpected error occurred' })
    const throwing: typeof fetch = () => Promise.reject(new Error('boom'))
    expect(await postJson(`${base}/created`, {}, throwing)).toEqual({ ok: false, message: 'An unexpected error occurred' })
  })
})
