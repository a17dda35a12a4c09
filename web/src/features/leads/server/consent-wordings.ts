import type { LeadStore } from '@site/lead-store'
import { within } from '@/lib/within'

// The consent wordings a lead keeps as evidence, without the lead ever waiting on the content source.
// There are three: the required box's (to be contacted about the request) and the optional texting
// box's (marketing texts) on the lead forms, and the newsletter box's (marketing e-mail) on the blog's
// sign-up form; each is kept by its version in the same way.
//
// Every wording the site has shown is known by its version: each read of site settings adds the
// current one, and the store keeps them (a snapshot row), so a new instance, a restart or an outage
// of the content source still knows them. A post names the version its form showed; the evidence is
// the site's own text of that version. A version the site does not know (a forged one) gets the
// site's latest wording, as before. Only when the site knows no wording at all (a fresh store and a
// content source unreadable from the start) is the browser's copy kept, marked as the browser's.

type Wording = { text: string; version: string }
/** The texting box's wording and HubSpot's SMS subscription type for it (null when leads do not go to HubSpot). */
export type SiteTexting = Wording & { subscriptionId: string | null }
export type SiteConsent = Wording & { subscriptionIds: string[]; texting?: SiteTexting; newsletter?: Wording }
export type TextingEvidence = SiteTexting & { source: 'server' | 'client' }
export type ConsentEvidence = Wording & { source: 'server' | 'client'; subscriptionIds: string[]; texting: TextingEvidence }
/** A newsletter sign-up's evidence: the newsletter box's wording only. */
export type SignupEvidence = Wording & { source: 'server' | 'client' }
export type PostedWordings = {
  text?: string | undefined
  version?: string | undefined
  textingText?: string | undefined
  textingVersion?: string | undefined
}

/** Every version of one box's wording seen, the latest named. */
type Versions = { latest: string; versions: Record<string, string> }
/**
 * How the store keeps the wordings, HubSpot's types with them; `texting` and `newsletter` are absent
 * from snapshots saved before those boxes had wordings of their own.
 */
type Snapshot = Versions & { subscriptionIds: string[]; texting?: Versions & { subscriptionId: string | null }; newsletter?: Versions }

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

const isVersions = (value: unknown): value is Versions =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Versions>).latest === 'string' &&
  typeof (value as Partial<Versions>).versions === 'object'

function isSnapshot(value: unknown): value is Snapshot {
  if (!isVersions(value)) return false
  const snapshot = value as Partial<Snapshot>
  return (
    Array.isArray(snapshot.subscriptionIds) &&
    (snapshot.texting === undefined || isVersions(snapshot.texting)) &&
    (snapshot.newsletter === undefined || isVersions(snapshot.newsletter))
  )
}

/** The site's text of the version posted, or of its latest version; null when the site knows none. */
function pick(known: Versions | undefined, posted: string | undefined): Wording | null {
  if (!known) return null
  const version = posted !== undefined && Object.hasOwn(known.versions, posted) ? posted : known.latest
  return { text: known.versions[version] ?? '', version }
}

/** `known` with `current` added as the latest (at most MAX_VERSIONS kept). */
function withVersion(known: Versions | undefined, current: Wording): Versions {
  const versions = { ...known?.versions, [current.version]: current.text }
  const kept = Object.keys(versions).slice(-MAX_VERSIONS)
  return { latest: current.version, versions: Object.fromEntries(kept.map((version) => [version, versions[version] ?? ''])) }
}

const sameLatest = (known: Versions | undefined, current: Wording | undefined) =>
  current === undefined || (known?.latest === current.version && known.versions[current.version] === current.text)

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
  async evidence(posted: PostedWordings): Promise<ConsentEvidence> {
    await this.#refresh()
    const known = this.#known
    const contact = pick(known ?? undefined, posted.version)
    const texting = pick(known?.texting, posted.textingVersion)
    const textingEvidence: TextingEvidence = texting
      ? { ...texting, source: 'server', subscriptionId: known?.texting?.subscriptionId ?? null }
      : { text: posted.textingText ?? '', version: posted.textingVersion ?? '', source: 'client', subscriptionId: null }
    if (!contact)
      return { text: posted.text ?? '', version: posted.version ?? '', source: 'client', subscriptionIds: [], texting: textingEvidence }
    return { ...contact, source: 'server', subscriptionIds: known?.subscriptionIds ?? [], texting: textingEvidence }
  }

  /** The evidence for a newsletter sign-up whose form says it showed `posted`. */
  async signupEvidence(posted: { text?: string | undefined; version?: string | undefined }): Promise<SignupEvidence> {
    await this.#refresh()
    const newsletter = pick(this.#known?.newsletter, posted.version)
    return newsletter ? { ...newsletter, source: 'server' } : { text: posted.text ?? '', version: posted.version ?? '', source: 'client' }
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
    const before = this.#known ?? undefined
    const unchanged =
      sameLatest(before, current) &&
      before?.subscriptionIds.join() === current.subscriptionIds.join() &&
      sameLatest(before.texting, current.texting) &&
      (current.texting === undefined || before.texting?.subscriptionId === current.texting.subscriptionId) &&
      sameLatest(before.newsletter, current.newsletter)
    if (unchanged) return
    const texting = current.texting
      ? { ...withVersion(before?.texting, current.texting), subscriptionId: current.texting.subscriptionId }
      : before?.texting
    const newsletter = current.newsletter ? withVersion(before?.newsletter, current.newsletter) : before?.newsletter
    this.#known = {
      ...withVersion(before, current),
      subscriptionIds: [...current.subscriptionIds],
      ...(texting ? { texting } : {}),
      ...(newsletter ? { newsletter } : {}),
    }
    // Kept for the next instance or restart; a store that cannot save it now costs no lead.
    await (await this.#deps.store()).saveSnapshot(CONSENT_SNAPSHOT, this.#known).catch(() => undefined)
  }
}
