// A GET whose request target goes on the wire exactly as written: fetch and Playwright percent-encode
// a stray '%' (so '/x%' would arrive as '/x%25'), which is not what a stranger's client has to do.
import { connect } from 'node:net'

export function rawGetStatus(baseURL: string, target: string): Promise<number> {
  const { hostname, port } = new URL(baseURL)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname === 'localhost' ? '127.0.0.1' : hostname, () =>
      socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
    )
    let answer = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0)))
    socket.on('error', reject)
  })
}
