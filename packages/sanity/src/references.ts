// Walkers over the `_ref` fields of plain Sanity documents: the dataset builder and the seed
// script both find and rename references, and read them the same way.

/** Every document id `value` references (`_ref`), in order of appearance. */
export function referencesOf(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => referencesOf(item, found))
  else if (value && typeof value === 'object') {
    if ('_ref' in value && typeof value._ref === 'string') found.push(value._ref)
    Object.values(value).forEach((item) => referencesOf(item, found))
  }
  return found
}

/** A copy of `value` with every `_ref` replaced by what `rename` returns for it. */
export function rewriteReferences<T>(value: T, rename: (id: string) => string | undefined): T {
  return rewrite(value, rename) as T
}

function rewrite(value: unknown, rename: (id: string) => string | undefined): unknown {
  if (Array.isArray(value)) return value.map((item) => rewrite(item, rename))
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value))
      out[key] = key === '_ref' && typeof item === 'string' ? rename(item) : rewrite(item, rename)
    return out
  }
  return value
}
