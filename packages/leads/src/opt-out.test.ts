import { describe, expect, it } from 'vitest'
import { OPT_OUT_MESSAGES, parseOptOut } from './opt-out.ts'

describe('an opt-out request', () => {
  it('takes an e-mail, a phone or both, and stops both channels unless told otherwise', () => {
    expect(parseOptOut({ email: ' Dana@Example.com ' })).toEqual({
      ok: true,
      honeypot: false,
      request: { email: 'Dana@Example.com', phone: null, channels: ['sms', 'email'], pageUrl: null },
    })
    expect(parseOptOut({ phone: '+1 (904) 555-0142', channels: ['sms', 'sms'], pageUrl: 'https://x.example/opt-out' })).toMatchObject({
      ok: true,
      request: { email: null, phone: '+1 (904) 555-0142', channels: ['sms'], pageUrl: 'https://x.example/opt-out' },
    })
  })

  it('refuses a request naming nobody, a mistyped contact, and an empty or unknown choice', () => {
    expect(parseOptOut({})).toMatchObject({ ok: false, message: OPT_OUT_MESSAGES.contactRequired })
    expect(parseOptOut({ email: '  ', phone: '' })).toMatchObject({ ok: false, message: OPT_OUT_MESSAGES.contactRequired })
    expect(parseOptOut({ email: 'dana@' })).toMatchObject({ ok: false, issues: [{ path: 'email' }] })
    expect(parseOptOut({ email: 'dana@example.com', phone: '555-0142' })).toMatchObject({ ok: false, issues: [{ path: 'phone' }] })
    expect(parseOptOut({ email: 'dana@example.com', channels: [] })).toMatchObject({
      ok: false,
      message: OPT_OUT_MESSAGES.channelsRequired,
    })
    expect(parseOptOut({ email: 'dana@example.com', channels: ['fax'] })).toMatchObject({
      ok: false,
      message: OPT_OUT_MESSAGES.channelsRequired,
    })
    expect(parseOptOut([])).toMatchObject({ ok: false })
    expect(parseOptOut({ email: 'x'.repeat(300) + '@example.com' })).toMatchObject({ ok: false })
  })

  it('notes a filled trap, under its name or its former one, and still takes the request', () => {
    for (const trap of [{ nectar: 'x' }, { website: 'https://my-site.example' }]) {
      expect(parseOptOut({ email: 'dana@example.com', ...trap })).toMatchObject({
        ok: true,
        honeypot: true,
        request: { email: 'dana@example.com' },
      })
    }
    expect(parseOptOut({ email: 'dana@example.com', nectar: ' ' })).toMatchObject({ ok: true, honeypot: false })
  })
})
