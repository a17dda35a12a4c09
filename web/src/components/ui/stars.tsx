/** Five stars, filled to the rating; the number itself is always written beside it for screen readers. */
export function Stars({ rating, size = 18 }: { rating: number; size?: number }) {
  return (
    <span aria-hidden="true" style={{ display: 'inline-flex', gap: 2, color: 'var(--amber-500)' }}>
      {[1, 2, 3, 4, 5].map((index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 24 24" focusable="false">
          <path
            d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8 6.6 19.7l1.1-6.1-4.5-4.2 6.1-.8L12 3Z"
            fill={rating >= index - 0.25 ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
          />
        </svg>
      ))}
    </span>
  )
}
