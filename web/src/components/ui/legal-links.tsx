/** The two legal pages, linked from the footer and from every consent checkbox. */
export function LegalLinks() {
  return (
    <>
      <a href="/privacy-policy">Privacy Policy</a> · <a href="/terms-of-use">Terms of Use</a>
    </>
  )
}
