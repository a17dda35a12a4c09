import { afterAll, beforeAll } from 'vitest'
import { PostgresLeadStore } from './postgres-store.ts'
import { startPostgresCluster, type PostgresCluster } from './testing/postgres-cluster.ts'
import { describeLeadStore } from './testing/store-conformance.ts'
import { describeMailAndVisits } from './testing/mail-visit-conformance.ts'
import { describeMailCaps } from './testing/mail-cap-conformance.ts'
import { describePrivacy } from './testing/privacy-conformance.ts'
import { describeVisitDecisions } from './testing/visit-decision-conformance.ts'

// The same conformance suite against a real PostgreSQL server started for this run.
let cluster: PostgresCluster

beforeAll(async () => {
  cluster = await startPostgresCluster()
})
afterAll(() => cluster?.stop())

describeLeadStore('Postgres', async (limits) => {
  const url = await cluster.createDatabase()
  return () => PostgresLeadStore.connect(url, { max: 3, ...limits })
})
describeMailAndVisits('Postgres', async () => {
  const url = await cluster.createDatabase()
  return () => PostgresLeadStore.connect(url, { max: 5 })
})
describeMailCaps('Postgres', async () => {
  const url = await cluster.createDatabase()
  return () => PostgresLeadStore.connect(url, { max: 5 })
})
describePrivacy('Postgres', async () => {
  const url = await cluster.createDatabase()
  return () => PostgresLeadStore.connect(url, { max: 5 })
})
describeVisitDecisions('Postgres', async () => {
  const url = await cluster.createDatabase()
  return () => PostgresLeadStore.connect(url, { max: 5 })
})
