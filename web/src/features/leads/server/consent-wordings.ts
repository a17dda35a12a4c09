import type { LeadStore } from '@site/lead-store'
import { within } from '@/lib/within'

// The consent wording a lead keeps as evidence, without the lead ever waiting on the content source.
//
// Every wording the site has shown is known by its version: each read of site settings adds the
// current one, and the store keeps them (a snapshot row), so a new instance, a restart or an outage
// of the content source still knows them. A post names the version its form showed; the evidence is
// the site's own text of that version. A version the site does not know (a forged one) gets the
// site's latest wording, as before. Only when the site knows no wording at all (a fresh store and a
// content source unreadable from the start) is the browser's copy kept, marked as the browser's.

export type SiteConsent = { text: string; version: string; subscriptionIds: string[] }
export type ConsentEvidence = { text: string; version: string; source: 'server' | 'client'; subscriptionIds: string[] }

/** How the store keeps the wordings: every version seen, the latest named, HubSpot's types with it. */
type Snapshot = { latest: string; versions: Record<string, string>; subscriptionIds: string[] }

export const CONSENT_SNAPSHOT = 'consent-wordings'
/** The longest a post waits for site settings before it goes on with what it knows. */
export const CONTENT_DEADLINE_MS = 800
/** After a failed read, how long posts go on with what they know before the source is asked again. */
const RETRY_AFTER_FAILURE_MS = 10_000
/** Versions kept; wordings change a few times a year. */
const MAX_VERSIONS = 50

export type ConsentDeps = {
  /** Site settings' wording now (the content source, through Next's data cache). */
  read: () => Promise<SiteConsent>
  store: () => Promise<LeadStore>
  deadlineMs?: number
  now?: () => number
  log?: (message: string) => void
}

function isSnapshot(value: unknown): value is Snapshot {
  if (typeof value !== 'object' || value === null) return false
  const snapshot = value as Partial<Snapshot>
  return typeof snapshot.latest === 'string' && typeof snapshot.versions === 'object' && Array.isArray(snapshot.subscriptionIds)
}

export class ConsentWordings {
  readonly #deps: Required<ConsentDeps>
  #known: Snapshot | null = null
  #loaded = false
  #reading: Promise<void> | null = null
  #quietUntil = 0

  constructor(deps: ConsentDeps) {
    this.#deps = {
      deadlineMs: CONTENT_DEADLINE_MS,
      now: Date.now,
      log: (message) => console.warn(`[leads] ${message}`),
      ...deps,
    }
  }

  /** The evidence for a post whose form says it showed `posted`. */
  async evidence(posted: { text?: string | undefined; version?: string | undefined }): Promise<ConsentEvidence> {
    await this.#refresh()
    const known = this.#known
    if (!known) return { text: posted.text ?? '', version: posted.version ?? '', source: 'client', subscriptionIds: [] }
    const version = posted.version !== undefined && Object.hasOwn(known.versions, posted.version) ? posted.version : known.latest
    return { text: known.versions[version] ?? '', version, source: 'server', subscriptionIds: known.subscriptionIds }
  }

  /** Reads settings within the deadline (one read at a time, none for a while after a failure). */
  async #refresh(): Promise<void> {
    const { deadlineMs, now } = this.#deps
    if (!this.#loaded) await within(this.#loadSnapshot(), deadlineMs).catch(() => undefined)
    if (now() < this.#quietUntil) return
    this.#reading ??= this.#read().finally(() => (this.#reading = null))
    await within(this.#reading, deadlineMs).catch(() => undefined)
  }

  async #loadSnapshot(): Promise<void> {
    const kept = await (await this.#deps.store()).loadSnapshot(CONSENT_SNAPSHOT)
    this.#loaded = true
    if (isSnapshot(kept) && !this.#known) this.#known = kept
  }

  async #read(): Promise<void> {
    // The wordings kept before come first, so a save never forgets them.
    if (!this.#loaded) await this.#loadSnapshot().catch(() => undefined)
    let current: SiteConsent
    try {
      current = await this.#deps.read()
    } catch (error) {
      this.#quietUntil = this.#deps.now() + RETRY_AFTER_FAILURE_MS
      this.#deps.log(
        `site settings unreadable (${error instanceof Error ? error.message : String(error)}); consent wording from the last read`,
      )
      return
    }
    const before = this.#known
    const unchanged =
      before?.latest === current.version &&
      before.versions[current.version] === current.text &&
      before.subscriptionIds.join() === current.subscriptionIds.join()
    if (unchanged) return
    const versions = { ...before?.versions, [current.version]: current.text }
    const kept = Object.keys(versions).slice(-MAX_VERSIONS)
    this.#known = {
      latest: current.version,
      versions: Object.fromEntries(kept.map((version) => [version, versions[version] ?? ''])),
      subscriptionIds: [...current.subscriptionIds],
    }
    // Kept for the next instance or restart; a store that cannot save it now costs no lead.
    await (await this.#deps.store()).saveSnapshot(CONSENT_SNAPSHOT, this.#known).catch(() => undefined)
  }
}
