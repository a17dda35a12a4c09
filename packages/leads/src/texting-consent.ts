// Every lead form has two boxes: a required one, consent to be contacted about the request, and an
// optional one, consent to marketing texts. Carriers refuse to register a texting program whose
// opt-in is a condition of the service (The Campaign Registry, Twilio error 30923), and the TCPA's
// written consent for marketing texts must say it is not a condition of purchase (47 CFR
// 64.1200(f)(9)). These rules keep the two apart and keep the texting wording complete; the Studio
// checks staff's wording with them and the tests check what the pages show.

/** What the texting box's wording must say, besides the company's name. */
export const TEXTING_DISCLOSURES: readonly { says: string; pattern: RegExp }[] = [
  { says: 'what the texts are: offers', pattern: /\boffers?\b/i },
  { says: 'what the texts are: reminders', pattern: /\breminders?\b/i },
  { says: 'Message frequency varies', pattern: /\bmessage frequency varies\b/i },
  { says: 'Msg & data rates may apply', pattern: /\bmsg (?:&|and) data rates may apply\b/i },
  { says: 'Reply STOP to opt out', pattern: /\breply STOP to opt out\b/i },
  { says: 'HELP for help', pattern: /\bHELP for help\b/i },
  { says: 'Consent is not a condition of purchase', pattern: /\bnot a condition of (?:any )?purchase\b/i },
]

/**
 * What the texting wording leaves out; `company` is how it names the company: the {company}
 * placeholder in Studio, the company's name on a page.
 */
export function missingTextingDisclosures(text: string, company: string): string[] {
  const missing = TEXTING_DISCLOSURES.filter(({ pattern }) => !pattern.test(text)).map(({ says }) => says)
  return text.includes(company) ? missing : [`the company's name (${company})`, ...missing]
}

/** Words that would make the required box a consent to marketing, which only the optional box may ask. */
const MARKETING = /\b(?:offers?|promotions?|promotional|specials?|deals?|discounts?|marketing|newsletters?|coupons?)\b/i

/** The marketing word the required contact wording uses, if any. */
export function marketingIn(text: string): string | null {
  return MARKETING.exec(text)?.[0] ?? null
}
