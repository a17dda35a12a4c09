'use client'

import { useActionState, useEffect, useRef, useState } from 'react'
import { FORM_MESSAGES, TRAP_FIELD, type FormEntry } from '@site/leads'
import { ConsentField, ConsentGroup, FormStatus, HoneypotField, SubmitButton, TextField } from './lead-form-fields'
import { track } from '@/features/analytics/tracking'
import { useFormAddress } from './form-address'
import { NO_ANSWER, shownChecked, shownValue } from './native-form-state'
import { sendSignupForm } from './server/native-forms'
import { useFormEngine } from './use-form-engine'
import styles from './lead-form.pcss'

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

/**
 * The blog's newsletter box: one e-mail field and consent, stored by /api/newsletter, or before its
 * scripts run by its server action (server/native-forms.ts), as the lead forms are.
 */
export function NewsletterForm({ form, buttonLabel, successMessage, consentText, consentVersion }: Props) {
  const formId = form.id
  const [shown, nativeAction] = useActionState(sendSignupForm, NO_ANSWER, useFormAddress(formId))
  const [answered, setAnswered] = useState(shown.status !== 'idle')
  const server = answered && shown.status !== 'idle' ? shown : null
  const { formRef, errors: checked, load, handlers, reset } = useFormEngine('newsletter', loadSubmission)
  const errors = { ...server?.errors, ...checked }
  const [status, setStatus] = useState<'idle' | 'submitting' | 'success' | 'error'>('idle')
  const [error, setError] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const id = (name: string) => `${formId}-${name}`

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (status === 'submitting' || status === 'success') return
    setAnswered(false)
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
    const trap = values[TRAP_FIELD]
    const result = await submission.submitNewsletter({
      email: values.email,
      consent: values.consent === true,
      consentText,
      consentVersion,
      page: form.page,
      pageUrl: window.location.href,
      ...(typeof trap === 'string' && trap ? { [TRAP_FIELD]: trap } : {}),
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
      action={nativeAction}
      noValidate
      aria-busy={status === 'submitting'}
      onSubmit={onSubmit}
      {...handlers}
    >
      <input type="hidden" name="consentVersion" value={consentVersion} />
      <input type="hidden" name="consentText" value={consentText} />
      <TextField
        id={id('email')}
        name="email"
        label="Email"
        type="email"
        inputMode="email"
        autoComplete="email"
        error={errors.email}
        defaultValue={shownValue(shown, 'email')}
        autoFocus={Boolean(server?.errors.email) || undefined}
      />
      <HoneypotField id={id(TRAP_FIELD)} />
      <ConsentGroup>
        <ConsentField
          id={id('consent')}
          name="consent"
          text={consentText}
          required
          error={errors.consent}
          defaultChecked={shownChecked(shown, 'consent')}
          autoFocus={Boolean(server && !server.errors.email && server.errors.consent)}
          onChecked={() => track('consent_given', { checkbox_id: id('consent'), form_id: formId, page: window.location.pathname })}
        />
      </ConsentGroup>
      <FormStatus
        status={server && status === 'idle' ? 'error' : status}
        error={server && status === 'idle' ? server.message : error}
        note={null}
        thanks={successMessage}
      >
        <SubmitButton status={status} label={buttonLabel} autoFocus={Boolean(server && !server.errors.email && !server.errors.consent)} />
      </FormStatus>
    </form>
  )
}
