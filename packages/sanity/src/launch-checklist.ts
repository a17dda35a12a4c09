import type { LaunchChecklistQueryResult } from './sanity.types.ts'
import { statedFactChecks } from './launch-checklist-stated-facts.ts'

// What a company going live must replace or set, and where: one list for `pnpm launch-check` and the
// Studio's "Before you go live" view. Content items are read from the documents; settings of the web
// server (webhook secret, CRM forwarding, Sanity project) from its environment, which only the
// command can see, so the Studio shows those as "checked by pnpm launch-check".

export type LaunchStatus = 'ready' | 'todo' | 'server'

export type LaunchItem = {
  title: string
  status: LaunchStatus
  /** What is there now, in a sentence. */
  found: string
  /** Where to fix it, as a path staff can follow. */
  fix: string
}

/** The web server's variables the checklist reads (named as in web/src/env.ts). */
export type LaunchEnv = Partial<
  Record<
    | 'SANITY_PROJECT_ID'
    | 'SANITY_DATASET'
    | 'SANITY_REVALIDATE_SECRET'
    | 'LEAD_FORWARD_URL'
    | 'LEAD_FORWARD_FORMAT'
    | 'SMTP_URL'
    | 'SMTP_FROM',
    string
  >
>

const SETTINGS = 'Studio > Site settings > Company, hours and consent'

/** 555 is the exchange of fictional North American numbers (555-0100 to 555-0199 are reserved for it). */
export const isFictionalPhone = (phone: string) => /^\D*1?\D*\d{3}\D*555\D*01\d\d\D*$/.test(phone)

/** The domains set aside for examples (RFC 2606): mail to them never reaches anyone. */
const isExampleDomain = (host: string) => /(^|\.)example\.(com|org|net)$/i.test(host) || /(^|\.)example$/i.test(host)

const isPlaceholderLink = (href: string) => {
  try {
    const url = new URL(href)
    return isExampleDomain(url.hostname) || /^\/example\/?$/i.test(url.pathname) || url.pathname === '/'
  } catch {
    return true
  }
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`
const names = (list: readonly (string | null)[]) => list.map((name) => name ?? 'untitled').join(', ')
const item = (title: string, todo: boolean, found: string, fix: string): LaunchItem => ({
  title,
  status: todo ? 'todo' : 'ready',
  found,
  fix,
})

/** The items the content answers; `today` dates the rating's age. */
export function contentChecks(content: LaunchChecklistQueryResult, today = new Date()): LaunchItem[] {
  const settings = content.settings
  const phones = [settings?.phone, settings?.secondaryPhone].flatMap((phone) => (phone ? [phone] : []))
  const fictional = phones.filter(isFictionalPhone)
  const email = settings?.email ?? ''
  const placeholders = (settings?.social ?? []).filter((link) => isPlaceholderLink(link.href ?? ''))
  const gtm = settings?.gtmContainerId ?? ''
  const reviewUrl = settings?.googleReviewUrl ?? ''
  return [
    item(
      'Sample customer reviews',
      content.sampleReviews.length > 0,
      content.sampleReviews.length
        ? `${count(content.sampleReviews.length, 'review is', 'reviews are')} marked as sample content (invented customers), each shown labelled "Sample review": ${names(content.sampleReviews.map((r) => r.name))}.`
        : 'No review is marked as a sample.',
      'Studio > Testimonials: replace each with a real customer\'s words, with where and when they wrote them and their permission, and untick "Sample content"; or delete it.',
    ),
    item(
      'Google review link',
      !reviewUrl || /\bexample\b/i.test(reviewUrl),
      reviewUrl
        ? `${reviewUrl}${/\bexample\b/i.test(reviewUrl) ? ': a placeholder; the Review us page sends customers nowhere.' : '.'}`
        : 'No link set: the Review us page has nowhere to send customers.',
      `${SETTINGS} > Company: Google review link (Google Business Profile > Ask for reviews).`,
    ),
    item(
      'Illustrated before-and-after cards',
      content.sampleCards.length > 0,
      content.sampleCards.length
        ? `${count(content.sampleCards.length, 'card is', 'cards are')} marked as sample content (illustrations, not photos): ${names(content.sampleCards.map((c) => c.title))}.`
        : 'No before-and-after card is marked as a sample.',
      'Studio > Company story > Before and after: put in photos of real jobs and untick "Sample content", or delete the card.',
    ),
    item(
      'Phone numbers',
      fictional.length > 0 || phones.length === 0,
      fictional.length
        ? `${fictional.join(' and ')}: 555 numbers are fictional and ring nowhere.`
        : `Real numbers: ${phones.join(', ') || 'none set'}.`,
      `${SETTINGS} > Company: Main phone number and Second phone number.`,
    ),
    item(
      'E-mail address',
      !email || isExampleDomain(email.split('@')[1] ?? ''),
      email
        ? `${email}${isExampleDomain(email.split('@')[1] ?? '') ? ': example.com is a placeholder domain; mail to it reaches no one.' : '.'}`
        : 'No e-mail address set.',
      `${SETTINGS} > Company: E-mail address.`,
    ),
    item(
      'Social profiles',
      placeholders.length > 0,
      placeholders.length
        ? `Placeholder links: ${placeholders.map((link) => `${link.label ?? '?'} ${link.href ?? ''}`).join(', ')}.`
        : 'Every social link points at a real profile (or none is listed).',
      `${SETTINGS} > Company: Social profiles (the company's own page addresses, or remove the entry).`,
    ),
    officeRecipientsItem(settings?.officeRecipients ?? []),
    textingProgramItem(settings?.smsProgramRegisteredOn ?? null),
    item(
      'Google Tag Manager',
      !/^GTM-[A-Z0-9]+$/.test(gtm),
      gtm ? `Container ${gtm}.` : 'No container set: the site loads no tag manager, so no analytics or ad conversions are recorded.',
      `${SETTINGS} > Search and tracking: Google Tag Manager container.`,
    ),
    ...statedFactChecks(settings, today),
  ]
}

/** Who at the office is e-mailed each request: someone real, not the seed's example.com address. */
function officeRecipientsItem(recipients: readonly string[]): LaunchItem {
  const placeholders = recipients.filter((address) => isExampleDomain(address.split('@')[1] ?? ''))
  return item(
    'Office e-mail recipients',
    recipients.length === 0 || placeholders.length === recipients.length,
    recipients.length === 0
      ? 'Nobody is e-mailed when a request comes in.'
      : placeholders.length === recipients.length
        ? `${recipients.join(', ')}: example.com is a placeholder domain, so no one at the office hears of a request.`
        : `Each request is e-mailed to ${recipients.join(', ')}.`,
    `${SETTINGS} > Request e-mails: Office e-mail recipients.`,
  )
}

/**
 * Marketing texts go only to visitors who ticked the texting box, and only once the carriers have
 * approved the texting program (A2P 10DLC or toll-free verification); staff tick it off with the date.
 */
function textingProgramItem(registeredOn: string | null): LaunchItem {
  return item(
    'Texting program registered before any marketing text is sent',
    !registeredOn,
    registeredOn
      ? `Registered on ${registeredOn}: texts may go to visitors who ticked the texting box.`
      : 'Not registered: send no marketing text yet, even to visitors who ticked the texting box.',
    `Register the program with your texting provider (or HubSpot), quoting the texting box's wording; then ${SETTINGS} > Form consent: Texting program registered on.`,
  )
}

/** The items only the web server's environment answers; null env means "not visible here" (the Studio). */
export function serverChecks(env: LaunchEnv | null): LaunchItem[] {
  const check = (title: string, todo: (env: LaunchEnv) => boolean, found: (env: LaunchEnv) => string, fix: string): LaunchItem =>
    env === null
      ? { title, status: 'server', found: 'A setting of the web server: run pnpm launch-check where the site runs.', fix }
      : item(title, todo(env), found(env), fix)
  return [
    check(
      'Sanity project',
      (e) => !e.SANITY_PROJECT_ID || !e.SANITY_DATASET,
      (e) =>
        e.SANITY_PROJECT_ID && e.SANITY_DATASET
          ? `The site reads project ${e.SANITY_PROJECT_ID}, dataset ${e.SANITY_DATASET}.`
          : 'The site reads the embedded sample dataset: Studio edits do not reach it.',
      'Web server environment: SANITY_PROJECT_ID and SANITY_DATASET (Studio: SANITY_STUDIO_PROJECT_ID, SANITY_STUDIO_DATASET), then pnpm seed to import the content.',
    ),
    check(
      'Publish webhook secret',
      (e) => !e.SANITY_REVALIDATE_SECRET,
      (e) =>
        e.SANITY_REVALIDATE_SECRET
          ? 'Set: signed publish webhooks refresh the pages.'
          : 'Not set: /api/revalidate refuses every webhook, so a publish does not refresh the pages.',
      'Web server environment: SANITY_REVALIDATE_SECRET, and the same secret on the webhook at sanity.io/manage > API > Webhooks (POST to /api/revalidate).',
    ),
    check(
      'CRM forwarding',
      (e) => !e.LEAD_FORWARD_URL,
      (e) =>
        e.LEAD_FORWARD_URL
          ? `Leads are forwarded to ${new URL(e.LEAD_FORWARD_URL).host} in the ${e.LEAD_FORWARD_FORMAT ?? 'spec'} format.`
          : "Not set: leads stay in the site's own store (pnpm leads) and reach no CRM.",
      'Web server environment: LEAD_FORWARD_URL (and LEAD_FORWARD_FORMAT=hubspot, LEAD_FORWARD_TOKEN for HubSpot).',
    ),
    check(
      'SMTP configured',
      (e) => !e.SMTP_URL || !e.SMTP_FROM,
      (e) =>
        e.SMTP_URL && e.SMTP_FROM
          ? `Request e-mails go out through ${smtpHost(e.SMTP_URL)} from ${e.SMTP_FROM}.`
          : 'Not set: no e-mail reaches the office or the visitor; they wait in the queue (pnpm leads status).',
      'Web server environment: SMTP_URL (smtp://user:password@host:587, or smtps://) and SMTP_FROM ("Company <office@your-domain>").',
    ),
  ]
}

/** The SMTP server's host and port, never its password. */
function smtpHost(url: string): string {
  try {
    const parsed = new URL(url)
    return `${parsed.hostname}${parsed.port ? `:${parsed.port}` : ''}`
  } catch {
    return 'an SMTP_URL that is not a valid address'
  }
}
