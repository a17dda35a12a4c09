// Lead text is typed by strangers. Printed raw, an escape sequence in a name could rewrite the
// office's terminal (move the cursor, hide lines, set the clipboard) and a right-to-left override
// could show an e-mail address backwards. So every control and direction character is printed as
// a visible \uXXXX escape, which is also valid inside JSON strings.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const escape = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`

/** One value for a table cell: every unsafe character, line breaks included, made visible. */
export function terminalText(text: string): string {
  return text.replace(UNSAFE, escape)
}

/**
 * JSON for the terminal. JSON.stringify already escapes C0 controls inside strings, so what remains
 * (DEL, C1, direction marks) is escaped the same way and the output is still valid JSON.
 */
export function terminalJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(UNSAFE, (char) => (char === '\n' ? char : escape(char)))
}
