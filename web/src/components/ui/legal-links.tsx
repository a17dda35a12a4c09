import Link from 'next/link'

/** The two legal pages, linked from the footer and from every consent checkbox. */
export function LegalLinks() {
  return (
    <>
      <Link href="/privacy-policy">Privacy Policy</Link> · <Link href="/terms-of-use">Terms of Use</Link>
    </>
  )
}
