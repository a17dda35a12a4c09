// nginx from Debian's packages in front of the site, as a deployment has a load balancer: it
// terminates TLS with a certificate made here by openssl, balances the given instances round-robin,
// and passes on the usual forwarding headers (X-Forwarded-For appended, -Proto, -Host).
import { spawn, spawnSync } from 'node:child_process'
import { once } from 'node:events'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const NGINX = process.env.NGINX ?? '/usr/sbin/nginx'

export type TlsProxy = { stop: () => Promise<void>; errors: () => string }

function config(dir: string, host: string, port: number, upstreams: number[]): string {
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream};`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port} ssl http2;
    server_name ${host};
    ssl_certificate ${dir}/cert.pem;
    ssl_certificate_key ${dir}/key.pem;
    client_max_body_size 1m;
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $http_host;
    }
  }
}
`
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve(true)
    })
    socket.once('error', () => resolve(false))
  })

export async function startTlsProxy(host: string, port: number, upstreams: number[]): Promise<TlsProxy> {
  if (!existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install nginx, or set NGINX.`)
  const dir = mkdtempSync(join(tmpdir(), 'tls-proxy-'))
  const made = spawnSync('openssl', [
    ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2'],
    ...['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ...['-subj', `/CN=${host}`, '-addext', `subjectAltName=DNS:${host}`],
  ])
  if (made.status !== 0) throw new Error(`openssl could not make a certificate: ${made.stderr.toString()}`)
  writeFileSync(join(dir, 'nginx.conf'), config(dir, host, port, upstreams))
  const child = spawn(NGINX, ['-p', dir, '-e', join(dir, 'error.log'), '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' })
  const errors = () => (existsSync(join(dir, 'error.log')) ? readFileSync(join(dir, 'error.log'), 'utf8') : '')
  const deadline = Date.now() + 10_000
  while (!(await answers(port))) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}`)
    if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within 10 s:\n${errors()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return {
    errors,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = once(child, 'exit')
        child.kill('SIGQUIT')
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export type PlainAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/**
 * One request through the proxy as a visitor at `from` (a loopback address of its own, so the test can
 * tell whose address the site stored), following no redirect.
 */
export function viaProxy(
  host: string,
  port: number,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; from?: string } = {},
): Promise<PlainAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        servername: host,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        rejectUnauthorized: false,
        headers: { host: `${host}:${port}`, ...options.headers },
        timeout: 30_000,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }),
        )
        response.on('error', reject)
      },
    )
    outgoing.on('error', reject)
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${path}: no answer through the proxy within 30 s`)))
    outgoing.end(options.body)
  })
}
