import { ThankYouView, thankYouMetadata } from '@/features/leads/thank-you-view'

export const generateMetadata = () => thankYouMetadata('optOut')

export default function OptOutThankYouPage() {
  return <ThankYouView kind="optOut" />
}
