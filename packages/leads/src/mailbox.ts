// The mailbox an e-mail address delivers to, as one comparable value. Mail servers ignore case in
// practice, deliver `name+anything@` to `name@`, and Gmail also ignores dots in the name and takes
// googlemail.com for gmail.com: `J.Doe+a@GoogleMail.com` and `jdoe@gmail.com` reach one person.

const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com'])

/**
 * Lower case, trimmed, the `+tag` dropped, and for Gmail the dots in the name dropped and the domain
 * written gmail.com. A value without an `@` is only trimmed and lowered.
 */
export function normalizeMailbox(address: string): string {
  const lowered = address.trim().toLowerCase()
  const at = lowered.indexOf('@')
  if (at <= 0) return lowered
  const domain = lowered.slice(at + 1)
  let name = lowered.slice(0, at)
  const plus = name.indexOf('+')
  if (plus > 0) name = name.slice(0, plus)
  if (!GMAIL_DOMAINS.has(domain)) return `${name}@${domain}`
  return `${name.replaceAll('.', '')}@gmail.com`
}

/** The domains whose addresses can normalise to the mailbox's: its own, and both Gmail names for Gmail. */
export function mailboxDomains(mailbox: string): string[] {
  const domain = mailbox.slice(mailbox.lastIndexOf('@') + 1)
  return GMAIL_DOMAINS.has(domain) ? [...GMAIL_DOMAINS] : [domain]
}
