import { lookup } from 'node:dns/promises'
import { expect, it } from 'vitest'
import { listenHost } from './listen-host'

it('listens on every interface by default, and on any other address as asked', async () => {
  expect(await listenHost(undefined)).toBe('0.0.0.0')
  expect(await listenHost('')).toBe('0.0.0.0')
  expect(await listenHost('10.0.0.5')).toBe('10.0.0.5')
  expect(await listenHost('::')).toBe('::')
})

it('listens on the name "localhost" for the loopback address it stands for', async () => {
  const localhost = (await lookup('localhost')).address
  expect(await listenHost(localhost)).toBe('localhost')
  const other = localhost === '::1' ? '127.0.0.1' : '::1'
  expect(await listenHost(other)).toBe(other)
})
