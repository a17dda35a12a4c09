/** One candidate of a width-described srcset. */
export type Candidate = { url: string; width: number }

/** The narrowest screen the site is laid out for, CSS px. */
const NARROWEST_SCREEN = 320

/**
 * The candidates of an optimizer's srcset a browser can pick. Below the narrowest the picture is drawn
 * (from `sizes`), a browser takes the next larger candidate even at 1x, so those never load; past the
 * asset's own width, the optimizer (which never enlarges) gives the asset's pixels at every width, so
 * the set stops at the first that covers it, as a set on Sanity's CDN stops at the asset's width.
 */
export function widthsInUse(srcSet: string, { assetWidth, sizes }: { assetWidth: number; sizes: string }): Candidate[] {
  const candidates = srcSet
    .split(', ')
    .filter(Boolean)
    .map((entry) => ({ url: entry.slice(0, entry.lastIndexOf(' ')), width: parseInt(entry.slice(entry.lastIndexOf(' ') + 1), 10) }))
  const narrowest = narrowestSlot(sizes)
  const first =
    narrowest === undefined
      ? 0
      : Math.max(
          0,
          candidates.findIndex((candidate) => candidate.width >= narrowest),
        )
  const covering = candidates.findIndex((candidate) => candidate.width >= assetWidth)
  return candidates.slice(first, covering === -1 ? undefined : covering + 1)
}

/**
 * The narrowest the picture is drawn, CSS px, on any screen from the narrowest up, read from a `sizes`
 * of `(min-width: Npx)` conditions and px or vw lengths; undefined for any other form.
 */
export function narrowestSlot(sizes: string): number | undefined {
  let narrowest = Infinity
  for (const entry of sizes.split(',').map((part) => part.trim())) {
    const match = /^(?:\(min-width:\s*(\d+)px\)\s+)?(\d+(?:\.\d+)?)(px|vw)$/.exec(entry)
    if (!match) return undefined
    const [, minWidth, length, unit] = match
    const screen = minWidth === undefined ? NARROWEST_SCREEN : Number(minWidth)
    narrowest = Math.min(narrowest, unit === 'px' ? Number(length) : (screen * Number(length)) / 100)
  }
  return Number.isFinite(narrowest) ? narrowest : undefined
}
