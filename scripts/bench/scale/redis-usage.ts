// What the shared cache holds after a crawl: the bytes Redis reports for each stored page (MEMORY
// USAGE of the entries keyed by an address) and in all, asked with redis-cli.
import { execFileSync } from 'node:child_process'

const cli = (port: number, args: string[], input?: string) =>
  execFileSync('redis-cli', ['-p', String(port), ...args], { encoding: 'utf8', input, maxBuffer: 256 * 1024 * 1024 })

export type RedisUsage = { usedBytes: number; keys: number; pageEntries: number[] }

export function redisUsage(port: number): RedisUsage {
  const keys = cli(port, ['--scan']).split('\n').filter(Boolean)
  const sizes = keys.length ? cli(port, [], keys.map((key) => `MEMORY USAGE "${key}" SAMPLES 0\n`).join('')).split('\n') : []
  // Page entries are Next's route cache of app pages ("site:<build>:/route-cache/APP_PAGE/<hash>/$/blog");
  // data-cache entries (a hash), route handlers' answers and the tag index are not pages.
  const pageEntries = keys.flatMap((key, index) => (key.includes('/route-cache/APP_PAGE/') ? [Number(sizes[index])] : []))
  const usedBytes = Number(/used_memory:(\d+)/.exec(cli(port, ['INFO', 'memory']))?.[1] ?? Number.NaN)
  return { usedBytes, keys: keys.length, pageEntries }
}
