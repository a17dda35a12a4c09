/** The company's mark: a leaf over a lawn line, drawn inline so it never waits for a request. */
export function LogoMark({ size = 38 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <rect width="40" height="40" rx="11" fill="#166534" />
      <path d="M11 27c0-9 6-15 18-16-1 11-8 16-18 16Z" fill="#4ade80" />
      <path d="M11 27c4-5 8-8 13-10" stroke="#14532d" strokeWidth="2" strokeLinecap="round" fill="none" />
      <path d="M7 31h26" stroke="#f5b301" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  )
}
