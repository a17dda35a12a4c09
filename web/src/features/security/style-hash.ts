import { createHash } from 'node:crypto'

/** The CSP source of a <style> element's text: what the browser hashes is its text as written. */
export const styleHashSource = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
