import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { FONT_SCRIPT } from './font-script'
import { SUBSET_UNICODE_RANGE, SUBSET_WOFF2_BASE64 } from './plus-jakarta-sans-subset'

/** Runs the head script in a context with `fromBase64` or without it, and returns the face it added. */
function run(withFromBase64: boolean) {
  const added: { family: string; bytes: Uint8Array; descriptors: Record<string, string> }[] = []
  const decoders: string[] = []
  const context = {
    atob: (text: string) => (decoders.push('atob'), Buffer.from(text, 'base64').toString('latin1')),
    document: { fonts: { add: (face: (typeof added)[number]) => added.push(face) } },
    FontFace: function (this: object, family: string, bytes: Uint8Array, descriptors: Record<string, string>) {
      Object.assign(this, { family, bytes, descriptors })
    },
  }
  runInNewContext(`${withFromBase64 ? 'Uint8Array.fromBase64=(s)=>fromBase64(s);' : 'delete Uint8Array.fromBase64;'}${FONT_SCRIPT}`, {
    ...context,
    fromBase64: (text: string) => (decoders.push('fromBase64'), new Uint8Array(Buffer.from(text, 'base64'))),
  })
  return { added, decoders }
}

describe('FONT_SCRIPT', () => {
  const woff2 = Buffer.from(SUBSET_WOFF2_BASE64, 'base64')

  it.each([
    ['with Uint8Array.fromBase64', true],
    ['with atob, in browsers without it', false],
  ])('adds the subset as the WOFF2 bytes themselves, %s', (_name, withFromBase64) => {
    const { added, decoders } = run(withFromBase64)
    expect(decoders).toEqual([withFromBase64 ? 'fromBase64' : 'atob'])
    const [face, ...more] = added
    expect(more).toHaveLength(0)
    expect(face?.family).toBe('Plus Jakarta Sans')
    expect(Buffer.from(face!.bytes).equals(woff2)).toBe(true)
    expect(Buffer.from(face!.bytes.subarray(0, 4)).toString('latin1')).toBe('wOF2')
    expect(face?.descriptors).toEqual({ weight: '400 800', display: 'block', unicodeRange: SUBSET_UNICODE_RANGE })
  })

  it('leaves the page to its fallback face when the font cannot be added', () => {
    expect(() => runInNewContext(FONT_SCRIPT, { document: {} })).not.toThrow()
  })
})
