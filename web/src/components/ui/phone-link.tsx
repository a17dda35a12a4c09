import type { ReactNode } from 'react'

/** "(904) 555-0142" -> "+19045550142" (a US number in international form, for tel: links and structured data). */
export const e164 = (phone: string) => `+1${phone.replace(/\D/g, '')}`

/** tel: address for a number written "(904) 555-0142". */
export function telHref(phone: string): string {
  return `tel:${e164(phone)}`
}

/** A call link. Clicks are reported to the dataLayer by the site-wide tracking listener (data-track). */
export function PhoneLink({ phone, className, children }: { phone: string; className?: string; children?: ReactNode }) {
  return (
    <a href={telHref(phone)} className={className} data-track="phone_click">
      {children ?? phone}
    </a>
  )
}

export function EmailLink({ email, className, children }: { email: string; className?: string; children?: ReactNode }) {
  return (
    <a href={`mailto:${email}`} className={className} data-track="email_click">
      {children ?? email}
    </a>
  )
}
