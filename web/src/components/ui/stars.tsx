// One star, drawn relative to its top point; `m26.67 0` moves to the next (24 units a star and a gap
// of 2 px at 18 px, in the star's 24-unit box).
const STAR = 'l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1-5.4-2.9-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z'
const STEP = 80 / 3
const PLACES = [0, 1, 2, 3, 4]

/** The outline of the stars at these places (0-4), as one path. */
function starsPath(places: number[]): string {
  return places
    .map((place, index) => {
      // The first star from the box's corner to its top point, each next one from the star before.
      const move = index === 0 ? `M${trim(12 + place * STEP)} 3` : `m${trim((place - places[index - 1]!) * STEP)} 0`
      return move + STAR
    })
    .join('')
}

const trim = (value: number) => String(Math.round(value * 100) / 100)

/**
 * Five stars, filled to the rating; the number itself is always written beside it for screen readers.
 * One drawing with two paths (the filled stars, the empty ones), not an SVG a star: a review card is
 * repeated down the page and again in the page's React payload.
 */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  const isFilled = (place: number) => rating >= place + 1 - 0.25
  const filled = PLACES.filter(isFilled)
  const empty = PLACES.filter((place) => !isFilled(place))
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex', color: 'var(--amber-500)' }}>
      <svg
        width={(size * (4 * STEP + 24)) / 24}
        height={size}
        viewBox={`0 0 ${trim(4 * STEP + 24)} 24`}
        focusable="false"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        {filled.length ? <path d={starsPath(filled)} fill="currentColor" /> : null}
        {empty.length ? <path d={starsPath(empty)} fill="none" /> : null}
      </svg>
    </span>
  )
}
