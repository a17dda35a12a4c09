// A production server (`next start`) of its own for the durability test, started in its own process
// group so a SIGKILL takes down every process of it at once, as a crash or an OOM kill would.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { fileURLToPath } from 'node:url'
import { freePort } from '@site/lead-store/testing/free-port'

const web = fileURLToPath(new URL('../../', import.meta.url))
const nextBin = fileURLToPath(new URL('../../node_modules/next/dist/bin/next', import.meta.url))

/** The environment minus anything that would point the server at another store or a CRM. */
function withoutStoreSettings(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { DATABASE_URL: _database, LEAD_FORWARD_URL: _forward, ...rest } = env
  return rest
}

export type RunningServer = {
  url: string
  process: ChildProcess
  kill: () => void
  exited: Promise<NodeJS.Signals | null>
  output: () => string
}

export type ServerOptions = {
  /** More environment (DATABASE_URL for Postgres, LEADS_DB_MAX_BYTES, ...). */
  env?: Record<string, string>
  /**
   * Make file modes bind even when the tests run as root: the server starts without the capabilities
   * that let root ignore them (via util-linux `setpriv`), so a read-only store stays read-only. Root
   * keeps its own identity, so it still reaches a Node installed under /root, as CI's is.
   */
  obeyFileModes?: boolean
}

const CAPS_THAT_IGNORE_MODES = '-dac_override,-dac_read_search,-fowner'

export async function startProductionServer(leadsDb: string, options: ServerOptions = {}): Promise<RunningServer> {
  const port = await freePort()
  let output = ''
  const command = [process.execPath, nextBin, 'start', '-p', String(port)]
  const asRoot = process.getuid?.() === 0
  const [file, ...args] =
    options.obeyFileModes && asRoot
      ? ['setpriv', `--inh-caps=${CAPS_THAT_IGNORE_MODES}`, `--bounding-set=${CAPS_THAT_IGNORE_MODES}`, '--', ...command]
      : command
  const child = spawn(file!, args, {
    cwd: web,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...withoutStoreSettings(process.env),
      LEADS_DB: leadsDb,
      LEADS_RATE_LIMIT: '0',
      NEXT_ISR_FLUSH_TO_DISK: 'false',
      ...options.env,
    },
  })
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = once(child, 'exit').then(([, signal]) => signal as NodeJS.Signals | null)
  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  for (;;) {
    const up = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline || child.exitCode !== null) throw new Error(`next start did not answer on ${url}:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  let killed = false
  const kill = () => {
    if (killed || !child.pid) return
    killed = true
    process.kill(-child.pid, 'SIGKILL')
  }
  return { url, process: child, kill, exited, output: () => output }
}

/** A valid lead body in the payload's own shape, as an outside client would post it. */
export function leadBody(email: string) {
  return {
    client: 'website',
    domain: 'localhost',
    leadData: {
      firstName: 'Kim',
      lastName: 'Durable',
      email,
      phone: '(904) 555-0199',
      address: '7 Harbor Rd',
      city: 'Fernandina Beach',
      zipCode: '32034',
      select_a_service__sg_: 'Complete Package $99/month',
      submission_form_id: 'home-page-form',
      page: 'home',
      page_name: 'Home Page',
      timestamp: new Date().toISOString(),
      email_subscription_opted_in: true,
      sms_subscription_opted_in: false,
    },
    legal: { contactConsent: true },
    hubspotSubscriptions: { subscriptionIds: [], emailSubscription: true, smsSubscription: false },
  }
}
