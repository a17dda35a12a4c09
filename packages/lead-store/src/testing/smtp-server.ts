import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { freePort } from './free-port.ts'

// A real SMTP server for tests (the npm `smtp-server`, parsed with `mailparser`), on 127.0.0.1 and a
// free port. It keeps what it accepted; stop() and start() on the same port stand in for an outage;
// refuseWith() answers MAIL FROM with an SMTP error (421/451 for "try later", 550 for "never", or a
// 550 quota reply for a while), for every e-mail until lifted or for the next few only.

export type ReceivedMail = {
  /** The envelope recipients, as the sender gave them in RCPT TO. */
  to: string[]
  from: string
  raw: string
  parsed: ParsedMail
  /** When the server accepted it (ms since 1970). */
  at: number
}

export type TestSmtpServer = {
  port: number
  url: string
  received: ReceivedMail[]
  /** Resolves with the first accepted e-mail that matches (already received, or arriving within `timeoutMs`). */
  waitFor(match: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>
  /**
   * Answers every new e-mail with this reply code (and text) until called with null, or only the
   * next `times` e-mails, then accepts again.
   */
  refuseWith(code: number | null, text?: string, options?: { times?: number }): void
  /** How many e-mails were refused so far (each try the sender made while refused). */
  readonly refused: number
  /** Stops listening and drops open connections: the server is down. */
  stop(): Promise<void>
  /** Listens again on the same port. */
  start(): Promise<void>
}

export type SmtpServerOptions = {
  port?: number
  /**
   * Called for every accepted e-mail with its raw text. With `keep: false` nothing is parsed or kept
   * (a benchmark that must not spend its CPU reading every message).
   */
  onAccepted?: (mail: Omit<ReceivedMail, 'parsed'>) => void
  keep?: boolean
}

export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const port = options.port ?? (await freePort())
  const received: ReceivedMail[] = []
  const waiting = new Set<() => void>()
  let refusal: { code: number; text: string; times: number } | null = null
  let refused = 0
  let server: SMTPServer | null = null

  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      closeTimeout: 10,
      onMailFrom(_address, _session, callback) {
        if (!refusal) return callback()
        const { code, text } = refusal
        refused += 1
        refusal.times -= 1
        if (refusal.times <= 0) refusal = null
        callback(Object.assign(new Error(text), { responseCode: code }))
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          // Accepted as a mail server does, at once; read afterwards, off the sender's clock.
          const at = Date.now()
          const raw = Buffer.concat(chunks).toString('utf8')
          const to = session.envelope.rcptTo.map((address) => address.address)
          const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
          callback()
          options.onAccepted?.({ to, from, raw, at })
          if (options.keep === false) return
          void simpleParser(raw).then((parsed) => {
            received.push({ to, from, raw, parsed, at })
            for (const wake of waiting) wake()
          })
        })
      },
    })

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const next = make()
      next.on('error', reject)
      next.listen(port, '127.0.0.1', () => {
        server = next
        resolve()
      })
    })
  const stop = () =>
    new Promise<void>((resolve) => {
      const running = server
      server = null
      if (!running) return resolve()
      running.close(() => resolve())
    })

  const waitFor = (match: (mail: ReceivedMail) => boolean, timeoutMs = 10_000) =>
    new Promise<ReceivedMail>((resolve, reject) => {
      const check = () => {
        const found = received.find(match)
        if (!found) return false
        waiting.delete(check)
        clearTimeout(timer)
        resolve(found)
        return true
      }
      const timer = setTimeout(() => {
        waiting.delete(check)
        reject(new Error(`no matching e-mail within ${timeoutMs} ms (${received.length} received)`))
      }, timeoutMs)
      waiting.add(check)
      check()
    })

  // A crashed test run must not leave a listener behind.
  process.once('exit', () => server?.server.close())
  await start()
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    refuseWith: (code, text = code && code >= 500 ? 'Mailbox unavailable' : 'Try again later', { times = Infinity } = {}) => {
      refusal = code === null ? null : { code, text, times }
    },
    get refused() {
      return refused
    },
    stop,
    start,
  }
}
