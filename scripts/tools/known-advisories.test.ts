import { describe, expect, it } from 'vitest'
import { validRange } from 'semver'
import { KNOWN, affects } from './known-advisories.ts'

describe('the offline advisory check', () => {
  const middleware = KNOWN.find((advisory) => advisory.id === 'CVE-2025-29927')!
  it('matches versions inside a range and not the fixed ones', () => {
    expect(affects(middleware, '15.2.2')).toBe(true)
    expect(affects(middleware, '15.2.3')).toBe(false)
    expect(affects(middleware, '14.2.24')).toBe(true)
    expect(affects(middleware, '13.5.9')).toBe(false)
    expect(affects(middleware, '16.4.6')).toBe(false)
    expect(affects(middleware, '15.2.2-canary.1')).toBe(true)
  })

  it('lists every advisory with a range semver reads, that starts before it is fixed', () => {
    for (const advisory of KNOWN) {
      expect(validRange(advisory.vulnerable), `${advisory.id} ${advisory.name}`).not.toBeNull()
      for (const part of advisory.vulnerable.split('||')) {
        const fixed = /<(\S+)/.exec(part)?.[1]
        const from = />=(\S+)/.exec(part)?.[1] ?? '0.0.0'
        expect(affects(advisory, from) && !affects(advisory, fixed!), `${advisory.id} ${part}`).toBe(true)
      }
    }
  })
})
