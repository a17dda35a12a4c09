'use client'

import { useActionState, useState, type FormEvent } from 'react'
import { TRAP_FIELD } from '@site/leads'
import type { OptOutSection } from '@site/sanity'
import { FormStatus, HoneypotField, SubmitButton } from '@/features/leads/lead-form-fields'
import formStyles from '@/features/leads/lead-form.pcss'
import { useFormAddress } from '@/features/leads/form-address'
import { NO_ANSWER, shownValue } from '@/features/leads/native-form-state'
import { sendOptOutForm } from '@/features/leads/server/native-forms'
import styles from './opt-out.pcss'

/** The form's wording, as staff write it in the page's opt-out section (the generated type, minus the heading). */
export type OptOutWording = Omit<OptOutSection, '_type' | 'heading' | 'intro'>

const CHOICES = { both: ['sms', 'email'], sms: ['sms'], email: ['email'] } as const
type Choice = keyof typeof CHOICES
type Status = 'idle' | 'submitting' | 'success' | 'error'
const OPT_OUT_FORM_ID = 'opt-out-form'

/**
 * Withdrawing consent: an e-mail and/or a phone and what to stop, posted to /api/opt-out. The
 * server checks the rules (so this island stays small) and its message is shown as it comes. Before
 * the scripts run the browser posts the form to its server action (server/native-forms.ts), which
 * answers with the thank-you page or this page again, its message shown and the fields as they were.
 */
export function OptOutForm({ wording }: { wording: OptOutWording }) {
  const [shown, nativeAction] = useActionState(sendOptOutForm, NO_ANSWER, useFormAddress(OPT_OUT_FORM_ID))
  const server = shown.status === 'idle' ? null : shown
  const [status, setStatus] = useState<Status>(server ? 'error' : 'idle')
  const [error, setError] = useState<string | null>(server?.message ?? null)
  const [invalid, setInvalid] = useState<string | null>(server ? (Object.keys(server.errors)[0] ?? null) : null)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    // With scripts the form posts JSON (below); the browser's own post is for before they run.
    event.preventDefault()
    if (status === 'submitting' || status === 'success') return
    const data = new FormData(event.currentTarget)
    const field = (name: string) => String(data.get(name) ?? '').trim()
    const choice = field('channels')
    setStatus('submitting')
    setError(null)
    setInvalid(null)
    try {
      const response = await fetch('/api/opt-out', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: field('email'),
          phone: field('phone'),
          channels: CHOICES[choice in CHOICES ? (choice as Choice) : 'both'],
          pageUrl: window.location.href,
          [TRAP_FIELD]: field(TRAP_FIELD),
        }),
      })
      if (response.ok) return setStatus('success')
      const body: { message?: string; issues?: { path: string }[] } = await response.json().catch(() => ({}))
      setInvalid(body.issues?.[0]?.path ?? null)
      setError(body.message ?? 'Submission failed')
      setStatus('error')
    } catch {
      setError('Network error occurred')
      setStatus('error')
    }
  }

  const input = (name: 'email' | 'phone', label: string, type: string, autoComplete: string) => (
    <div className={formStyles.field}>
      <label className={formStyles.label} htmlFor={`opt-out-${name}`}>
        {label}
      </label>
      <input
        className={formStyles.input}
        id={`opt-out-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        inputMode={name === 'phone' ? 'tel' : 'email'}
        aria-invalid={invalid === name ? true : undefined}
        aria-describedby={invalid === name ? 'opt-out-error' : undefined}
        disabled={status === 'success'}
        defaultValue={shownValue(shown, name)}
        autoFocus={(server !== null && invalid === name) || undefined}
      />
    </div>
  )

  return (
    <form
      className={`${formStyles.form} ${formStyles.panel} ${styles.form}`}
      data-opt-out-form
      action={nativeAction}
      noValidate
      onSubmit={onSubmit}
    >
      <div className={formStyles.row}>
        {input('email', wording.emailLabel, 'email', 'email')}
        {input('phone', wording.phoneLabel, 'tel', 'tel')}
      </div>
      <fieldset className={styles.choices} disabled={status === 'success'}>
        <legend className={formStyles.label}>{wording.channelsLabel}</legend>
        {(
          [
            ['sms', wording.textsLabel],
            ['email', wording.emailsLabel],
            ['both', wording.bothLabel],
          ] as const
        ).map(([value, label]) => (
          <label key={value} className={styles.choice}>
            <input type="radio" name="channels" value={value} defaultChecked={value === (shownValue(shown, 'channels') || 'both')} />
            <span>{label}</span>
          </label>
        ))}
      </fieldset>
      <HoneypotField id="opt-out-trap" />
      <div id="opt-out-error">
        <FormStatus status={status} error={error} note={null} thanks={wording.successMessage}>
          <SubmitButton
            status={status}
            label={wording.buttonLabel}
            autoFocus={server !== null && (invalid === null || invalid === 'channels')}
          />
        </FormStatus>
      </div>
    </form>
  )
}
