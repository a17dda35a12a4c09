import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SqliteLeadStore } from '@site/lead-store'
import { CONSENT_SNAPSHOT, ConsentWordings, type SiteConsent } from './consent-wordings'

// Every box's wording is evidence the site keeps by version: the required box's, the texting box's
// and the newsletter box's, each what the site itself showed, through restarts and outages of the
// content source.

const scratch = mkdtempSync(join(tmpdir(), 'consent-wordings-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))
const openStore = () => SqliteLeadStore.open(join(scratch, `${Math.random().toString(36).slice(2)}.db`))

const contact = { text: 'Contact me about this request.', version: 'c1' }
const V1: SiteConsent = {
  ...contact,
  subscriptionIds: ['11'],
  texting: { text: 'Texts, first wording.', version: 't1', subscriptionId: '77' },
}
const V2: SiteConsent = {
  ...contact,
  subscriptionIds: ['11'],
  texting: { text: 'Texts, second wording.', version: 't2', subscriptionId: '78' },
}
const down = async (): Promise<SiteConsent> => {
  throw new Error('Content dataset not found')
}
const wordings = (store: SqliteLeadStore, read: () => Promise<SiteConsent>) =>
  new ConsentWordings({ read, store: async () => store, log: () => undefined })

describe('the consent wordings a lead keeps', () => {
  it("keeps the texting box's wording of the version the form showed, after a publish and a restart during an outage", async () => {
    const store = openStore()
    await wordings(store, async () => V1).evidence({})
    await wordings(store, async () => V2).evidence({})
    const restarted = wordings(store, down)
    expect((await restarted.evidence({ version: 'c1', textingVersion: 't1', textingText: 'What a browser says.' })).texting).toEqual({
      text: 'Texts, first wording.',
      version: 't1',
      source: 'server',
      subscriptionId: '78',
    })
    // A forged version gets the latest wording, as the required box's does.
    const forged = await restarted.evidence({ version: 'c1', textingVersion: 'forged' })
    expect(forged.texting).toMatchObject({ text: 'Texts, second wording.', version: 't2', source: 'server' })
    expect(forged).toMatchObject({ text: contact.text, version: 'c1', source: 'server', subscriptionIds: ['11'] })
    await store.close()
  })

  it('reads a snapshot kept before the texting box, and keeps the browser copy of a texting wording it never read', async () => {
    const store = openStore()
    await store.saveSnapshot(CONSENT_SNAPSHOT, { latest: 'c0', versions: { c0: 'An older required wording.' }, subscriptionIds: [] })
    const evidence = await wordings(store, down).evidence({ version: 'c0', textingVersion: 't1', textingText: 'The page showed this.' })
    expect(evidence).toMatchObject({ text: 'An older required wording.', version: 'c0', source: 'server' })
    expect(evidence.texting).toEqual({ text: 'The page showed this.', version: 't1', source: 'client', subscriptionId: null })
    // The next read adds the texting wording and keeps the older required one.
    await wordings(store, async () => V1).evidence({})
    const kept = await wordings(store, down).evidence({ version: 'c0', textingVersion: 't1' })
    expect(kept).toMatchObject({ text: 'An older required wording.', texting: { text: 'Texts, first wording.', source: 'server' } })
    await store.close()
  })

  it("keeps a sign-up's newsletter wording by version, never the required box's, and gives a forged version the latest", async () => {
    const store = openStore()
    await wordings(store, async () => ({ ...V1, newsletter: { text: 'Newsletter, first wording.', version: 'n1' } })).evidence({})
    await wordings(store, async () => ({ ...V1, newsletter: { text: 'Newsletter, second wording.', version: 'n2' } })).evidence({})
    const restarted = wordings(store, down)
    expect(await restarted.signupEvidence({ version: 'n1', text: 'What a browser says.' })).toEqual({
      text: 'Newsletter, first wording.',
      version: 'n1',
      source: 'server',
    })
    expect(await restarted.signupEvidence({ version: 'c1', text: contact.text })).toEqual({
      text: 'Newsletter, second wording.',
      version: 'n2',
      source: 'server',
    })
    // The lead forms' boxes are kept as before beside it.
    expect(await restarted.evidence({ version: 'c1', textingVersion: 't1' })).toMatchObject({
      text: contact.text,
      texting: { text: 'Texts, first wording.' },
    })
    await store.close()
  })

  it('reads a snapshot kept before the newsletter box had a wording, and keeps the browser copy until it reads one', async () => {
    const store = openStore()
    await store.saveSnapshot(CONSENT_SNAPSHOT, { latest: 'c0', versions: { c0: 'An older required wording.' }, subscriptionIds: [] })
    expect(await wordings(store, down).signupEvidence({ version: 'n1', text: 'The page showed this.' })).toEqual({
      text: 'The page showed this.',
      version: 'n1',
      source: 'client',
    })
    await wordings(store, async () => ({ ...V1, newsletter: { text: 'Newsletter, first wording.', version: 'n1' } })).evidence({})
    const kept = wordings(store, down)
    expect(await kept.signupEvidence({ version: 'n1' })).toMatchObject({ text: 'Newsletter, first wording.', source: 'server' })
    expect(await kept.evidence({ version: 'c0' })).toMatchObject({ text: 'An older required wording.', source: 'server' })
    await store.close()
  })
})
