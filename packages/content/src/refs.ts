import type { Seed, Schema } from './seed-types.ts'

/** A reference to another seed document by its deterministic id. */
export function ref<T extends string>(id: T) {
  return { _type: 'reference' as const, _ref: id }
}

/**
 * An image field pointing at an illustration in assets/ by file name (without .svg). The dataset
 * builder swaps the name for the id of the image asset document it creates from that file.
 */
export function image(name: string, alt: string): Seed<Schema.ImageWithAlt> {
  return { _type: 'imageWithAlt', alt, asset: { _type: 'reference', _ref: assetPlaceholder(name) } }
}

const PREFIX = 'illustration:'
export const assetPlaceholder = (name: string) => `${PREFIX}${name}`
export const placeholderName = (refId: string) => (refId.startsWith(PREFIX) ? refId.slice(PREFIX.length) : undefined)
