// Placeholders the lead e-mails fill from the request itself, besides the site's facts ({company},
// {phone}, {responseHours}, ...): one list for the Studio's checks and the e-mails that fill them.

export const MAIL_PLACEHOLDERS = {
  firstName: "the visitor's first name (in visitor e-mails only when it looks like a name)",
  name: "the visitor's full name",
  service: "the service asked about (in visitor e-mails only when it is one of the form's service choices)",
  address: 'the street address, town and ZIP code',
  zip: 'the ZIP code',
  form: 'the form and page it was sent from',
  window: 'the visit window chosen, e.g. "Tuesday, December 1, 8:00 AM – 12:00 PM"',
} as const

export type MailPlaceholder = keyof typeof MAIL_PLACEHOLDERS

/** Fills the request's placeholders in `text`; any other {name} is left as written. */
export function fillMailPlaceholders(text: string, values: Partial<Record<MailPlaceholder, string>>): string {
  return text.replace(/\{([a-zA-Z]+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(Reflect.get(values, name) ?? '') : whole,
  )
}
