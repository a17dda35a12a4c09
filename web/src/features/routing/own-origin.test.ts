import { expect, it } from 'vitest'
import { ownOrigin } from './own-origin'

it.each([
  // Behind a TLS proxy the request URL says https:// and may carry the public name; the server speaks plain HTTP.
  ['https://www.example.com/contact-us/', { HOSTNAME: '0.0.0.0', PORT: '3000' }, 'http://127.0.0.1:3000'],
  ['https://0.0.0.0:3000/', { HOSTNAME: '0.0.0.0', PORT: '3000' }, 'http://127.0.0.1:3000'],
  ['http://127.0.0.1:4100/', { HOSTNAME: '127.0.0.1', PORT: '4100' }, 'http://127.0.0.1:4100'],
  ['https://www.example.com/', { HOSTNAME: '10.0.0.5', PORT: '8080' }, 'http://10.0.0.5:8080'],
  ['https://www.example.com/', { HOSTNAME: '::', PORT: '3000' }, 'http://127.0.0.1:3000'],
  ['https://www.example.com/', { HOSTNAME: 'fd00::5', PORT: '3000' }, 'http://[fd00::5]:3000'],
  // `next dev` sets neither: its request URL is its own address.
  ['http://localhost:3000/', {}, 'http://127.0.0.1:3000'],
])('the proxy reads its own configuration from %s with %j at %s', (url, listen, expected) => {
  expect(ownOrigin(new URL(url), listen)).toBe(expected)
})
