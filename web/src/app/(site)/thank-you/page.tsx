import { ThankYouView, thankYouMetadata } from '@/features/leads/thank-you-view'

export const generateMetadata = () => thankYouMetadata('lead')

export default function ThankYouPage() {
  return <ThankYouView kind="lead" />
}
