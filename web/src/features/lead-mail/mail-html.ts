// The pieces every request e-mail is built from. Visitors type names, addresses and messages: every
// such value is escaped before it reaches HTML, and anything that reaches a header (a subject, an
// address) is one line with no control characters, so a typed line break can never add a header.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char)

// eslint-disable-next-line no-control-regex -- removing control characters is the point
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/** One line for a header: line breaks and other control characters become a space; at most 200 characters. */
export const oneLine = (text: string) => text.replace(CONTROLS, ' ').replace(/\s+/g, ' ').trim().slice(0, 200)

/** Paragraphs of a text written with empty lines between them. */
export const paragraphsOf = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)

/** A tel: address for a US number as written on the form, e.g. tel:+19045550142. */
export function telHref(phone: string): string | null {
  const digits = phone.replace(/\D/g, '')
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
  return national.length === 10 ? `tel:+1${national}` : null
}

const FONT = "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif"

/** A paragraph of text (escaped here); line breaks inside it are kept. */
export const htmlParagraph = (text: string, style = '') =>
  `<p style="margin:0 0 16px;line-height:1.5;${style}">${escapeHtml(text).replace(/\n/g, '<br>')}</p>`

/** A link that looks like a button; `href` is built by the site (tel:, https:), `label` is escaped here. */
export const htmlButton = (href: string, label: string) =>
  `<p style="margin:24px 0"><a href="${escapeHtml(href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#1f6f43;color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(label)}</a></p>`

/**
 * A whole HTML e-mail: one column up to 600 px wide, inline styles only (mail clients drop style
 * sheets), the company's name on top. `body` and `footer` are HTML built from the helpers above.
 */
export function htmlDocument(options: { title: string; company: string; body: string; footer?: string }): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(options.title)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f2;${FONT};color:#1d2a22">
<div style="max-width:600px;margin:0 auto;padding:24px 16px">
<div style="padding:0 0 12px;font-size:18px;font-weight:700;color:#1f6f43">${escapeHtml(options.company)}</div>
<div style="background:#ffffff;border-radius:8px;padding:24px;font-size:16px">${options.body}</div>
${options.footer ? `<div style="padding:16px 8px;font-size:12px;line-height:1.5;color:#5b675f">${options.footer}</div>` : ''}
</div>
</body>
</html>`
}

export type Row = { label: string; value: string; href?: string | null }

/** Label and value rows as an HTML table (values escaped, links where an address is given). */
export function htmlRows(rows: readonly Row[]): string {
  const cells = rows.map(({ label, value, href }) => {
    const shown = href ? `<a href="${escapeHtml(href)}" style="color:#1f6f43">${escapeHtml(value)}</a>` : escapeHtml(value)
    return `<tr><th scope="row" style="text-align:left;vertical-align:top;padding:6px 12px 6px 0;color:#5b675f;font-weight:600;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0;word-break:break-word">${shown.replace(/\n/g, '<br>')}</td></tr>`
  })
  return `<table role="presentation" style="border-collapse:collapse;width:100%;font-size:15px">${cells.join('')}</table>`
}

/** The same rows as plain text. */
export const textRows = (rows: readonly Row[]) => rows.map(({ label, value }) => `${label}: ${value.replace(/\n/g, '\n  ')}`).join('\n')
