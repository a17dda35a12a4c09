// pnpm scale:demo [--ports 3001,3002]: two instances of the production build on this machine, sharing
// a throwaway Redis (Next's cache, the post limits) and a throwaway PostgreSQL (the leads), as a load
// balancer would run them; for a look, not for production. Ctrl-C stops all of it and removes the
// throwaway data. Builds first when there is no build.
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { startPostgresCluster } from '@site/lead-store/testing/postgres-cluster'
import { startRedisServer } from '@site/lead-store/testing/redis-server'
import { startInstance, type Instance } from '../../web/e2e/support/instance.ts'

const root = new URL('../../', import.meta.url).pathname
const { values } = parseArgs({ options: { ports: { type: 'string', default: '3001,3002' } } })
const ports = values.ports.split(',').map(Number)
if (ports.length < 2 || ports.some((port) => !Number.isInteger(port) || port < 1024)) {
  console.error('Usage: pnpm scale:demo [--ports 3001,3002]')
  process.exit(2)
}

if (!existsSync(`${root}web/.next/standalone/web/server.js`)) {
  console.log('No production build yet: running pnpm build first.')
  if (spawnSync('pnpm', ['build'], { cwd: root, stdio: 'inherit' }).status !== 0) process.exit(1)
}

const secret = randomBytes(32).toString('hex')
console.log('Starting Redis and PostgreSQL (throwaway, on 127.0.0.1)...')
const [redis, postgres] = await Promise.all([startRedisServer(), startPostgresCluster()])
const databaseUrl = await postgres.createDatabase()
const env = { REDIS_URL: redis.url, DATABASE_URL: databaseUrl, SANITY_REVALIDATE_SECRET: secret }

let instances: Instance[] = []
const shutdown = async () => {
  console.log('\nStopping...')
  await Promise.all(instances.map((instance) => instance.stop()))
  await redis.stop()
  postgres.stop()
  process.exit(0)
}
process.on('SIGINT', () => void shutdown())
process.on('SIGTERM', () => void shutdown())

console.log(`Starting ${ports.length} instances...`)
instances = await Promise.all(ports.map((port, index) => startInstance(String.fromCharCode(65 + index), env, port)))

console.log(`
Running:
${instances.map((instance) => `  instance ${instance.name}   ${instance.url.replace('127.0.0.1', 'localhost')}`).join('\n')}
  Redis        ${redis.url}
  PostgreSQL   ${databaseUrl}

Try it: change a price in web/content/dataset.ndjson (the "plan-lawn-program" line), then tell instance A:
  SANITY_REVALIDATE_SECRET=${secret} node scripts/tools/revalidate.ts --type plan --url ${instances[0]?.url}
and reload instance B: it shows the new price too (run \`pnpm seed\` afterwards to restore the dataset).
Health: curl ${instances[1]?.url}/api/health

Ctrl-C stops everything.`)
