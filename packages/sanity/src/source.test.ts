import { describe, expect, it } from 'vitest'
import { apiHostOptions, apiHostProblem } from './source.ts'

// The Sanity token is sent to the API host: another host than Sanity's must be https, or this machine.

describe('another Sanity API host', () => {
  it.each(['https://api.example.com', 'http://localhost:4010', 'http://127.0.0.1:4010', 'http://[::1]:4010'])('takes %s', (host) => {
    expect(apiHostProblem(host)).toBeNull()
    expect(apiHostOptions(host)).toEqual({ apiHost: host, useProjectHostname: false })
  })

  it.each([
    ['http://api.example.com', /must be an https:\/\/ address .*token.*got http:\/\/api\.example\.com/],
    ['http://10.0.0.5:4010', /must be an https:\/\/ address/],
    ['http://localhost.evil.example', /must be an https:\/\/ address/],
    ['ftp://127.0.0.1', /must be an https:\/\/ address/],
    ['not a url', /not a valid address/],
  ])('refuses %s with a clear message', (host, message) => {
    expect(apiHostProblem(host)).toMatch(message)
    expect(() => apiHostOptions(host)).toThrow(message)
  })

  it('is Sanity itself when none is set', () => {
    expect(apiHostOptions(undefined)).toEqual({})
  })
})
