import { describe, expect, it } from 'vitest'
import { mailboxDomains, normalizeMailbox } from './mailbox.ts'

describe('normalizeMailbox', () => {
  it('brings the variants of one Gmail mailbox to one value', () => {
    const variants = [
      'victim.person+1@gmail.com',
      'Victim.Person+12@Gmail.com',
      ' victimperson@gmail.com ',
      'v.i.c.t.i.m.person@googlemail.com',
    ]
    expect(new Set(variants.map(normalizeMailbox))).toEqual(new Set(['victimperson@gmail.com']))
  })

  it('drops a +tag and the case on other domains but keeps their dots', () => {
    expect(normalizeMailbox('Dana.Lee+quotes@Example.com')).toBe('dana.lee@example.com')
    expect(normalizeMailbox('dana.lee@example.com')).not.toBe(normalizeMailbox('danalee@example.com'))
  })

  it('keeps a name that starts with + and a value that is no address as they are, lowered', () => {
    expect(normalizeMailbox('+tag@example.com')).toBe('+tag@example.com')
    expect(normalizeMailbox(' Not An Address ')).toBe('not an address')
  })

  it('names the domains an address of the mailbox can be written with', () => {
    expect(mailboxDomains('victimperson@gmail.com')).toEqual(['gmail.com', 'googlemail.com'])
    expect(mailboxDomains('dana@example.com')).toEqual(['example.com'])
  })
})
