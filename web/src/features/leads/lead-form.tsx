import Link from 'next/link'
import type { FormId, ServiceOption } from '@site/leads'
import { buttonClass } from '@/components/ui/button'
import styles from './lead-form.module.css'

export type LeadFormProps = {
  formId: FormId
  buttonLabel: string
  serviceOptions: ServiceOption[]
  consentText: string
  consentVersion: string
}

function Field({
  id,
  label,
  name,
  type = 'text',
  autoComplete,
  ...rest
}: {
  id: string
  label: string
  name: string
  type?: string
  autoComplete?: string
  inputMode?: 'numeric' | 'tel' | 'email'
  maxLength?: number
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}{' '}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </label>
      <input className={styles.input} id={id} name={name} type={type} autoComplete={autoComplete} required {...rest} />
    </div>
  )
}

/** The free-estimate form (spec section 3 fields). */
export function LeadForm({ formId, buttonLabel, serviceOptions, consentText }: LeadFormProps) {
  const id = (name: string) => `${formId}-${name}`
  return (
    <form className={styles.form} data-form-id={formId} noValidate>
      <div className={styles.row}>
        <Field id={id('firstName')} name="firstName" label="First name" autoComplete="given-name" />
        <Field id={id('lastName')} name="lastName" label="Last name" autoComplete="family-name" />
      </div>
      <div className={styles.row}>
        <Field id={id('email')} name="email" label="Email" type="email" autoComplete="email" />
        <Field id={id('phone')} name="phone" label="Phone" type="tel" autoComplete="tel-national" inputMode="tel" maxLength={14} />
      </div>
      <div className={styles.field}>
        <label className={styles.label} htmlFor={id('service')}>
          Service
        </label>
        <select className={styles.input} id={id('service')} name="service" defaultValue="">
          {serviceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
      <Field id={id('address')} name="address" label="Street address" autoComplete="street-address" />
      <div className={styles.row}>
        <Field id={id('city')} name="city" label="City" autoComplete="address-level2" />
        <Field id={id('zipCode')} name="zipCode" label="ZIP code" autoComplete="postal-code" inputMode="numeric" maxLength={5} />
      </div>
      <div className={styles.consent}>
        <input id={id('consent')} name="contactConsent" type="checkbox" required />
        <label htmlFor={id('consent')}>
          {consentText} <Link href="/privacy-policy">Privacy Policy</Link> · <Link href="/terms-of-use">Terms of Use</Link>{' '}
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        </label>
      </div>
      <button type="submit" className={buttonClass('primary', { block: true })}>
        {buttonLabel}
      </button>
    </form>
  )
}
