import { describe, expect, it } from 'vitest'
import { greetingName } from './visitor-values'

// Which first names a visitor e-mail greets by name: what looks like a name, and nothing a stranger
// could use to carry a message (a sentence, a number, a link, markup).

describe('the name a visitor e-mail greets', () => {
  it('keeps first names as people write them, accents, apostrophes, hyphens and a second name included', () => {
    for (const name of [
      'Maria',
      'José',
      'Zoë',
      "D'Arcy",
      'O’Neil',
      'Mary-Ann',
      'Mary Ann',
      'Nguyễn Thị',
      'Ólafur',
      'Łukasz',
      'Ngozi Adaeze Ife',
    ])
      expect(greetingName(name), name).toBe(name)
    expect(greetingName('  Mary   Ann ')).toBe('Mary Ann')
    expect(greetingName('A'.repeat(30))).toBe('A'.repeat(30))
  })

  it('greets without a name anything else: digits, punctuation, links, markup, long text or many words', () => {
    const refused = [
      '',
      '   ',
      'Your card was charged 499 dollars. Call 888 555 0100',
      'Refund at evil.example',
      'https://evil.example',
      'Maria2',
      '<b>Maria</b>',
      'Maria!',
      'Maria, call us',
      "'Maria",
      'Maria-',
      'A'.repeat(31),
      'Your card was charged',
      'Maria\nBcc: x@example.com',
      'Maria\u202e',
      '@Maria',
    ]
    for (const name of refused) expect(greetingName(name), JSON.stringify(name)).toBeNull()
  })
})
