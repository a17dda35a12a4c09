// What counts as text a person typed. Shared by the form rules (browser and server), the body reader
// of /api/leads, the CSV export and the office's CLI, so they all draw the line in the same place.

// C0 controls except tab, line feed and carriage return; DEL; C1 controls. No one types them into a
// form: NUL breaks Postgres text and escape sequences would reach the office's terminal.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/

export const hasControlCharacter = (text: string) => CONTROL.test(text)

/** `text` with each control character (as above) replaced by `by`. */
export const replaceControlCharacters = (text: string, by: string) => text.replace(new RegExp(CONTROL, 'g'), by)

// A character that draws something: not white space, not a format or control character (zero-width
// space U+200B, joiners, word joiner U+2060, BOM, soft hyphen, direction marks), not a combining mark
// on its own, and not one of the blank letters (Hangul fillers, the blank Braille pattern).
const VISIBLE = /[^\s\p{Cc}\p{Cf}\p{Z}\p{M}\u115f\u1160\u3164\uffa0\u2800]/u

/** True when `text` shows at least one character: a name made only of zero-width spaces is empty. */
export const hasVisibleCharacter = (text: string) => VISIBLE.test(text)
