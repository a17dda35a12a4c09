import { createHash } from 'node:crypto'

/**
 * Adds a stable `_key` to every object inside an array, derived from its path in the document, so a
 * rebuilt dataset is byte-identical and Studio can track array items across seeds.
 */
export function withKeys<T>(value: T, path = ''): T {
  if (Array.isArray(value)) {
    return value.map((item, index) => {
      const itemPath = `${path}[${index}]`
      const keyed = withKeys(item, itemPath)
      if (keyed && typeof keyed === 'object' && !Array.isArray(keyed) && !('_key' in keyed)) {
        return { _key: shortHash(itemPath), ...keyed }
      }
      return keyed
    }) as T
  }
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value)) out[key] = withKeys(item, `${path}.${key}`)
    return out as T
  }
  return value
}

export function shortHash(input: string): string {
  return createHash('sha1').update(input).digest('hex').slice(0, 12)
}
