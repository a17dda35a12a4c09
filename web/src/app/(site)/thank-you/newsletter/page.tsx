import { ThankYouView, thankYouMetadata } from '@/features/leads/thank-you-view'

export const generateMetadata = () => thankYouMetadata('newsletter')

export default function NewsletterThankYouPage() {
  return <ThankYouView kind="newsletter" />
}
