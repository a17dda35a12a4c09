import { expect, it, vi } from 'vitest'
import { signWebhook } from '../../e2e/support/webhook'
import { verifySignature } from './webhook-signature'
import * as crypto from 'node:crypto'

vi.mock('node:crypto', { spy: true })

const SECRET = 'a-webhook-secret-of-thirty-two-chars!'

it('compares the signature in constant time', () => {
  const body = '{"_type":"plan"}'
  expect(verifySignature(signWebhook(body, SECRET), body, SECRET)).toBe('valid')
  expect(crypto.timingSafeEqual).toHaveBeenCalled()
})

it.each([null, '', 't=abc,v1=xyz', `v1=${'a'.repeat(43)}`, `t=1,v1=${'a'.repeat(43)},extra`])('refuses the header %j', (header) => {
  expect(verifySignature(header, '{}', SECRET)).toBe('invalid')
})
