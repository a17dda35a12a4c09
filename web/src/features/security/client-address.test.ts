import { describe, expect, it } from 'vitest'
import { clientAddress, networkKeys, networkOf, visitorKey } from './client-address'

const headers = (forwardedFor?: string) => new Headers(forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor })

describe('the client address', () => {
  it('is the last X-Forwarded-For entry without proxies (the socket address the server wrote there)', () => {
    expect(clientAddress(headers('198.51.100.7'), 0)).toBe('198.51.100.7')
    expect(clientAddress(headers('6.6.6.6, 198.51.100.7'), 0)).toBe('198.51.100.7')
    expect(clientAddress(headers(), 0)).toBeNull()
  })

  it('is the entry the trusted proxies appended, whatever the client put before it', () => {
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientAddress(headers('6.6.6.6, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9')
    // Fewer entries than proxies: the furthest address known.
    expect(clientAddress(headers('203.0.113.9'), 2)).toBe('203.0.113.9')
  })
})

describe('visitorKey', () => {
  it.each([
    ['198.51.100.23', '198.51.100.23'],
    ['::ffff:198.51.100.23', '198.51.100.23'],
    ['2001:db8:1234:5678::1', '2001:db8:1234:5678::/64'],
    ['2001:db8:1234:5678:aaaa:bbbb:cccc:dddd', '2001:db8:1234:5678::/64'],
    ['2001:0DB8:1234:5678:0:0:0:2', '2001:db8:1234:5678::/64'],
    ['[2001:db8:1234:5678::9]', '2001:db8:1234:5678::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    [null, 'unknown'],
  ])('counts %s as %s', (address, key) => {
    expect(visitorKey(address)).toBe(key)
  })

  it('counts every address of one /64 as one visitor, and the next /64 as another', () => {
    expect(visitorKey('2001:db8:1:2:ffff::1')).toBe(visitorKey('2001:db8:1:2::abcd'))
    expect(visitorKey('2001:db8:1:3::1')).not.toBe(visitorKey('2001:db8:1:2::1'))
  })

  it('counts an IPv6 visitor in its /64, /56 and /48 as well', () => {
    expect(networkKeys('2001:db8:abcd:12ff:1::9')).toEqual([
      { width: 64, key: '2001:db8:abcd:12ff::/64' },
      { width: 56, key: '2001:db8:abcd:1200::/56' },
      { width: 48, key: '2001:db8:abcd:0::/48' },
    ])
    // Two /64s of one /56 share its count, not their own.
    const [, a56, a48] = networkKeys('2001:db8:abcd:1201::1')
    const [, b56, b48] = networkKeys('2001:db8:abcd:12fe::1')
    expect(a56).toEqual(b56)
    expect(a48).toEqual(b48)
    expect(networkKeys('2001:db8:abcd:1301::1')[1]).not.toEqual(a56)
    expect(networkKeys('198.51.100.23')).toEqual([{ width: 'address', key: '198.51.100.23' }])
    expect(networkKeys('::ffff:198.51.100.23')).toEqual([{ width: 'address', key: '198.51.100.23' }])
  })

  it('names the network of an address: the /24 of IPv4, the /48 of IPv6', () => {
    expect(networkOf('198.51.100.23')).toBe('198.51.100.0/24')
    expect(networkOf('::ffff:198.51.100.23')).toBe('198.51.100.0/24')
    expect(networkOf('2001:db8:abcd:12ff::1')).toBe('2001:db8:abcd:0::/48')
    expect(networkOf(null)).toBe('unknown')
  })
})
