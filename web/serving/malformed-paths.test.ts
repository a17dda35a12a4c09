import { expect, it } from 'vitest'
import { isDecodablePath } from './malformed-paths'

it.each(['/', '/blog/spring-lawn-care', '/x%25', '/caf%C3%A9', '/api/service-area?zip=%', '/_next/image?url=%2Fa.png'])(
  'passes %s on to Next',
  (target) => {
    expect(isDecodablePath(target)).toBe(true)
  },
)

it.each(['/x%', '/%', '/blog/%E0%A4%A', '/locations/%zz', '/api/leads/%E0', '/_next/static/%E0?x=1'])(
  'answers %s as a missing page',
  (target) => {
    expect(isDecodablePath(target)).toBe(false)
  },
)
