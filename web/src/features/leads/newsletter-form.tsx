// Placeholder markup until the lead capture work lands the real newsletter form and /api/newsletter.
export function NewsletterForm({
  buttonLabel,
}: {
  buttonLabel: string
  successMessage: string
  consentText: string
  consentVersion: string
}) {
  return (
    <form data-form-id="blog-newsletter-form" noValidate>
      <label htmlFor="newsletter-email">Email</label>
      <input id="newsletter-email" name="email" type="email" autoComplete="email" required />
      <button type="submit">{buttonLabel}</button>
    </form>
  )
}
