import { expect, it } from 'vitest'
import { sanityImagePatterns } from './remote-patterns'

it("takes only the configured project's dataset from Sanity's image CDN", () => {
  expect(sanityImagePatterns({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' })).toEqual([
    { protocol: 'https', hostname: 'cdn.sanity.io', pathname: '/images/abc123/production/**' },
  ])
})

it.each([
  {},
  { SANITY_PROJECT_ID: 'abc123' },
  { SANITY_PROJECT_ID: '../x', SANITY_DATASET: 'production' },
  { SANITY_PROJECT_ID: '*', SANITY_DATASET: '**' },
])('takes no remote image without a valid project and dataset (%j)', (env) => {
  expect(sanityImagePatterns(env)).toEqual([])
})
