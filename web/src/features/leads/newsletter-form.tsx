'use client'

import { useEffect, useRef, useState } from 'react'
import { FORM_MESSAGES, type FormEntry } from '@site/leads'
import { ConsentField, FormStatus, HoneypotField, SubmitButton, TextField } from './lead-form-fields'
import { track } from '@/features/analytics/tracking'
import { useFormEngine } from './use-form-engine'
import styles from './lead-form.module.css'

type Props = {
  /** formEntry('blog-newsletter-form'), handed down by the server: the browser never loads the whole table. */
  form: FormEntry
  buttonLabel: string
  /** Shown once the sign-up is stored (the newsletter section's thank-you message). */
  successMessage: string
  consentText: string
  consentVersion: string
}

/** The POST, fetched with the engine on the first touch. */
const loadSubmission = () => import('./newsletter-submission')

/** The blog's newsletter box: one e-mail field and consent, stored by /api/newsletter. */
export function NewsletterForm({ form, buttonLabel, successMessage, consentText, consentVersion }: Props) {
  const formId = form.id
  const { formRef, errors, load, handlers, reset } = useFormEngine('newsletter', loadSubmission)
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle')
  const [error, setError] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const id = (name: string) => `${formId}-${name}`

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === 'submitting' || status === 'success') return
    let values, submission
    try {
      ;[values, submission] = await Promise.all([load().then((engine) => engine.validate()), loadSubmission()])
    } catch {
      setStatus('error')
      setError(FORM_MESSAGES.networkError)
      return
    }
    if (!values) return
    setStatus('submitting')
    setError(null)
    const website = typeof values.website === 'string' ? values.website : ''
    const result = await submission.submitNewsletter({
      email: values.email,
      consent: values.consent === true,
      consentText,
      consentVersion,
      page: form.page,
      pageUrl: window.location.href,
      ...(website ? { website } : {}),
    })
    if (!result.ok) {
      setStatus('error')
      setError(result.message)
      return
    }
    setStatus('success')
    track('newsletter_signup', { form_id: formId, page: window.location.pathname })
    timer.current = setTimeout(() => {
      reset()
      setStatus('idle')
    }, form.resetSeconds * 1000)
  }

  return (
    <form
      ref={formRef}
      className={`${styles.form} ${styles.panel}`}
      data-form-id={formId}
      method="post"
      noValidate
      aria-busy={status === 'submitting'}
      onSubmit={onSubmit}
      {...handlers}
    >
      <TextField id={id('email')} name="email" label="Email" type="email" inputMode="email" autoComplete="email" error={errors.email} />
      <HoneypotField id={id('website')} />
      <ConsentField
        id={id('consent')}
        name="consent"
        text={consentText}
        error={errors.consent}
        onChecked={() => track('consent_given', { checkbox_id: id('consent'), form_id: formId, page: window.location.pathname })}
      />
      <FormStatus status={status} error={error} note={null} thanks={successMessage}>
        <SubmitButton status={status} label={buttonLabel} />
      </FormStatus>
    </form>
  )
}
