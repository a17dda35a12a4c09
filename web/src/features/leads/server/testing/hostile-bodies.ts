import { buildLeadPayload } from '@site/leads'

// Malformed and hostile bodies for POST /api/leads: broken JSON, wrong types, missing and
// extra fields, huge strings, a 1 MB body, wrong content types, arrays, nulls, prototype keys, markup
// and script in every field, SQL-like strings, unicode, overlong ZIP and phone. `stored` cases are
// valid leads whose text is hostile: they must be kept exactly as sent and shown safely everywhere.

export const HOSTILE = {
  script: '<script>alert("owned")</script>',
  img: '<img src=x onerror=alert(1)>',
  svg: '"><svg/onload=alert(2)>',
  sqlDrop: "Robert'); DROP TABLE leads;--",
  sqlOr: "' OR '1'='1' --",
  sqlUnion: '1 UNION SELECT email FROM leads',
  formula: '=HYPERLINK("http://evil.example","Click")',
  formulaPlus: '+1-555-CMD|calc',
  formulaAt: '@SUM(A1:A9)',
  template: '{{constructor.constructor("alert(3)")()}}',
  rtl: 'evil\u202ecom.example@gpj.exe',
}

/** Values no answer may ever contain (nothing a client sends is echoed back). */
export const NEVER_ECHOED = [...Object.values(HOSTILE), '<', '>', 'owned', 'DROP TABLE', 'onerror', 'polluted']

export type HostileCase = {
  name: string
  /** A value is sent as JSON; a string is sent as it is. */
  body: unknown
  raw?: boolean
  contentType?: string | null
  /** 'stored': a valid lead, kept (a filled trap too, flagged); else the status. */
  expect: 'stored' | 400 | 413 | 415
}

let serial = 0
/** A valid body; `tag` makes its e-mail unique so the stored lead can be found. */
export function validBody(tag = `case${++serial}`) {
  return buildLeadPayload({
    formId: 'home-page-form',
    values: {
      firstName: 'Maria',
      lastName: 'Lopez',
      email: `${tag}@example.com`,
      phone: '(904) 555-0142',
      address: '1200 Riverside Ave',
      city: 'Jacksonville',
      zipCode: '32204',
    },
    serviceLabel: 'Lawn Program $55/month',
    consent: { given: true, text: 'I agree to be contacted. Reply STOP to opt out.', version: '2025-09-01' },
    page: { domain: 'www.example.com', url: 'https://www.example.com/' },
    now: new Date('2025-09-10T14:00:00.000Z'),
  })
}

type Body = Omit<ReturnType<typeof validBody>, 'leadData'> & { leadData: Record<string, unknown> }
const withData = (data: Record<string, unknown>, tag?: string): Body => {
  const body = validBody(tag)
  return { ...body, leadData: { ...body.leadData, ...data } }
}
const without = (field: string): Record<string, unknown> => {
  const body = validBody()
  const { [field]: _gone, ...leadData } = body.leadData as Record<string, unknown>
  return { ...body, leadData }
}

const TEXT_FIELDS = ['firstName', 'lastName', 'address', 'city', 'message'] as const
const REQUIRED = ['firstName', 'lastName', 'email', 'phone', 'address', 'city', 'zipCode'] as const

export function hostileCases(): HostileCase[] {
  const cases: HostileCase[] = [
    // Not JSON, or not sent as JSON.
    { name: 'truncated JSON', body: '{"client":"website","leadData":{', raw: true, expect: 400 },
    { name: 'empty body', body: '', raw: true, expect: 400 },
    { name: 'single quotes', body: "{'client':'website'}", raw: true, expect: 400 },
    { name: 'trailing comma', body: '{"client":"website",}', raw: true, expect: 400 },
    { name: 'NaN literal', body: '{"client":NaN}', raw: true, expect: 400 },
    { name: 'HTML body', body: `<html><body>${HOSTILE.script}</body></html>`, raw: true, expect: 400 },
    { name: 'text/plain', body: validBody(), contentType: 'text/plain', expect: 415 },
    {
      name: 'form-urlencoded',
      body: 'firstName=Maria&email=a%40b.co',
      raw: true,
      contentType: 'application/x-www-form-urlencoded',
      expect: 415,
    },
    {
      name: 'multipart',
      body: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n--x--',
      raw: true,
      contentType: 'multipart/form-data; boundary=x',
      expect: 415,
    },
    { name: 'no content type', body: validBody(), contentType: null, expect: 415 },
    { name: 'look-alike content type', body: validBody(), contentType: 'application/jsonp', expect: 415 },
    { name: '1 MB body', body: withData({ message: 'x'.repeat(1024 * 1024) }), expect: 413 },
    // JSON that is not a lead.
    { name: 'null', body: null, expect: 400 },
    { name: 'a number', body: 42, expect: 400 },
    { name: 'a string', body: 'lead', expect: 400 },
    { name: 'an array of leads', body: [validBody(), validBody()], expect: 400 },
    { name: 'empty object', body: {}, expect: 400 },
    { name: 'leadData null', body: { ...validBody(), leadData: null }, expect: 400 },
    { name: 'leadData an array', body: { ...validBody(), leadData: [validBody().leadData] }, expect: 400 },
    { name: 'leadData a string', body: { ...validBody(), leadData: HOSTILE.script }, expect: 400 },
    { name: 'legal an array', body: { ...validBody(), legal: [true] }, expect: 400 },
    { name: 'consent as the string "true"', body: { ...validBody(), legal: { contactConsent: 'true' } }, expect: 400 },
    { name: 'consent as 1', body: { ...validBody(), legal: { contactConsent: 1 } }, expect: 400 },
    { name: 'client a number', body: { ...validBody(), client: 7 }, expect: 400 },
    { name: 'firstName a number', body: withData({ firstName: 12 }), expect: 400 },
    { name: 'phone a number', body: withData({ phone: 9045550142 }), expect: 400 },
    { name: 'zip a number', body: withData({ zipCode: 32204 }), expect: 400 },
    { name: 'email an array', body: withData({ email: ['a@example.com'] }), expect: 400 },
    { name: 'firstName an object', body: withData({ firstName: { toString: 'x' } }), expect: 400 },
    { name: 'firstName null', body: withData({ firstName: null }), expect: 400 },
    { name: 'extra nested object', body: withData({ nested: { a: { b: 1 } } }), expect: 400 },
    { name: 'form id with markup', body: withData({ submission_form_id: HOSTILE.script }), expect: 400 },
    { name: 'form id path traversal', body: withData({ submission_form_id: '../../etc/passwd' }), expect: 400 },
    { name: 'subscription ids a string', body: { ...validBody(), hubspotSubscriptions: { subscriptionIds: 'all' } }, expect: 400 },
    ...REQUIRED.map((field): HostileCase => ({ name: `missing ${field}`, body: without(field), expect: 400 })),
    { name: 'whitespace-only names', body: withData({ firstName: '   ', lastName: '\t' }), expect: 400 },
    { name: 'names made of zero-width characters', body: withData({ firstName: '\u200b', lastName: '\u200c\u2060' }), expect: 400 },
    // Too long.
    { name: 'firstName of 101 characters', body: withData({ firstName: 'A'.repeat(101) }), expect: 400 },
    { name: 'message of 5,001 characters', body: withData({ message: 'm'.repeat(5001) }), expect: 400 },
    { name: 'utm_source of 2,049 characters', body: withData({ utm_source: 'u'.repeat(2049) }), expect: 400 },
    { name: 'extra field of 2,001 characters', body: withData({ quiz_results: 'q'.repeat(2001) }), expect: 400 },
    { name: 'e-mail of 300 characters', body: withData({ email: `${'e'.repeat(290)}@example.com` }), expect: 400 },
    { name: 'overlong ZIP', body: withData({ zipCode: '322041' }), expect: 400 },
    { name: 'ZIP+4', body: withData({ zipCode: '32204-1234' }), expect: 400 },
    { name: 'ZIP with letters', body: withData({ zipCode: '32a04' }), expect: 400 },
    { name: 'overlong phone', body: withData({ phone: '(904) 555-01429' }), expect: 400 },
    { name: 'phone with letters', body: withData({ phone: '(904) 555-CALL' }), expect: 400 },
    { name: 'phone with markup', body: withData({ phone: HOSTILE.img }), expect: 400 },
    { name: 'e-mail with markup', body: withData({ email: `${HOSTILE.script}@example.com` }), expect: 400 },
    { name: 'e-mail with SQL', body: withData({ email: `${HOSTILE.sqlOr}@example.com` }), expect: 400 },
    // Characters no person types.
    { name: 'NUL in a name', body: withData({ firstName: 'Ma\u0000ria' }), expect: 400 },
    { name: 'terminal escape in a name', body: withData({ lastName: 'Lopez\u001b]52;c;ZXZpbA==\u0007' }), expect: 400 },
    { name: 'C1 control in a city', body: withData({ city: 'Jax\u009b2J' }), expect: 400 },
    { name: 'lone surrogate', body: withData({ address: 'Apt \ud800' }), expect: 400 },
    { name: 'control character in a key', body: withData({ 'x\u0000y': 'z' }), expect: 400 },
    { name: 'nesting 2,000 levels deep', body: `{"a":${'['.repeat(2000)}${']'.repeat(2000)}}`, raw: true, expect: 400 },
    // Prototype keys: zod drops __proto__ keys and copies the rest as plain data, merged into nothing.
    {
      name: '__proto__ at the top',
      body: JSON.parse(`{"__proto__":{"polluted":true},${JSON.stringify(validBody()).slice(1)}`),
      expect: 'stored',
    },
    { name: '__proto__ in leadData', body: withData(JSON.parse('{"__proto__":{"polluted":"yes"}}')), expect: 'stored' },
    {
      name: 'constructor.prototype in legal',
      body: { ...validBody(), legal: { contactConsent: true, constructor: { prototype: { polluted: true } } } },
      expect: 'stored',
    },
    { name: 'constructor as an extra string', body: withData({ constructor: 'Object' }), expect: 'stored' },
    // Valid leads with hostile text, kept verbatim and shown escaped.
    ...TEXT_FIELDS.map((field): HostileCase => ({
      name: `script in ${field}`,
      body: withData({ [field]: HOSTILE.script }),
      expect: 'stored',
    })),
    {
      name: 'markup in every text field',
      body: withData({ firstName: HOSTILE.img, lastName: HOSTILE.svg, address: HOSTILE.script, city: HOSTILE.img, message: HOSTILE.svg }),
      expect: 'stored',
    },
    {
      name: 'markup in page fields and attribution',
      body: withData({
        page_url: `javascript:${HOSTILE.script}`,
        page_name: HOSTILE.img,
        utm_source: HOSTILE.script,
        referrer_url: HOSTILE.svg,
      }),
      expect: 'stored',
    },
    {
      name: 'markup in the consent wording',
      body: { ...validBody(), legal: { contactConsent: true, consentText: HOSTILE.script, consentVersion: HOSTILE.img } },
      expect: 'stored',
    },
    {
      name: 'SQL in names',
      body: withData({ firstName: HOSTILE.sqlDrop, lastName: HOSTILE.sqlOr, city: HOSTILE.sqlUnion }),
      expect: 'stored',
    },
    {
      name: 'spreadsheet formulas',
      body: withData({ firstName: HOSTILE.formula, lastName: HOSTILE.formulaPlus, city: HOSTILE.formulaAt, address: '-2+3' }),
      expect: 'stored',
    },
    { name: 'template injection', body: withData({ message: HOSTILE.template }), expect: 'stored' },
    { name: 'unicode names', body: withData({ firstName: 'Zoë', lastName: 'Nguyễn-Ōtsuka 李 👩‍🌾', city: 'São Tomé' }), expect: 'stored' },
    { name: 'right-to-left override', body: withData({ lastName: HOSTILE.rtl }), expect: 'stored' },
    {
      name: 'combining and zero-width characters',
      body: withData({ firstName: 'Z\u0351\u036b\u0343a\u200bl\u200dgo', address: '\ufeff12 Oak St' }),
      expect: 'stored',
    },
    {
      name: 'line breaks in the address and message',
      body: withData({ address: '12 Oak St\r\nApt 4', message: 'line one\nline "two", with a comma' }),
      expect: 'stored',
    },
    {
      name: 'unknown extra fields',
      body: { ...withData({ pet_kid_safe: true, quiz_results: HOSTILE.script }), isAdmin: true, role: 'admin' },
      expect: 'stored',
    },
    { name: 'trap field filled with markup', body: withData({ nectar: HOSTILE.script }), expect: 'stored' },
    { name: 'former trap field (website) filled with markup', body: withData({ website: HOSTILE.script }), expect: 'stored' },
  ]
  return cases
}
