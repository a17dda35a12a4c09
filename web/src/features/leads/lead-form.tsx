'use client'

import { useState } from 'react'
import {
  FORM_MESSAGES,
  PHONE_MAX_LENGTH,
  ZIP_LENGTH,
  ZIP_PATTERN,
  formatPhone,
  sanitizeZip,
  type FormEntry,
  type ServiceOption,
} from '@site/leads'
import { ConsentField, FormStatus, HoneypotField, SubmitButton, TextField } from './lead-form-fields'
import { track } from '@/features/analytics/tracking'
import { VisitPickerSlot, type VisitRequest } from '@/features/visits/visit-picker-slot'
import type { LeadFormSettings } from './lead-submission'
import { useFormEngine } from './use-form-engine'
import { useLeadSubmit } from './use-lead-submit'
import styles from './lead-form.module.css'

export type LeadFormProps = {
  /** The form (formEntry), handed down by the server: the browser never loads the whole table. */
  form: FormEntry
  buttonLabel: string
  serviceOptions: ServiceOption[]
  consentText: string
  consentVersion: string
  /** The hint line under the button (the response-time promise); replaced by the thank-you panel. */
  note?: string | null
  noteClassName?: string
  /** Extra flat values sent in leadData, such as the quiz's quiz_results and pet_kid_safe. */
  additionalData?: Record<string, string | number | boolean>
  /** Overrides the form's page name (the town modal on an unknown town's page). */
  pageName?: string
}

/** The sending half (payload, attribution, POST), fetched with the engine on the first touch. */
const loadSubmission = () => import('./lead-submission')

/** A free-estimate form, then (once sent) the visit-window picker, which stays when the form clears. */
export function LeadForm(props: LeadFormProps) {
  const [visit, setVisit] = useState<VisitRequest | null>(null)
  return (
    <>
      <LeadFormBody {...props} onSent={setVisit} />
      {visit ? <VisitPickerSlot key={visit.id} lead={visit} onClose={() => setVisit(null)} /> : null}
    </>
  )
}

/**
 * The form itself. The markup and the masks ship with the page; validation (react-hook-form
 * with the shared zod rules) arrives when the visitor first touches the form (use-form-engine).
 * Nothing is sent until every rule passes, consent included, and Thank You! appears only once
 * /api/leads has stored the lead.
 */
function LeadFormBody({
  form,
  buttonLabel,
  serviceOptions,
  consentText,
  consentVersion,
  note,
  noteClassName,
  additionalData,
  pageName = form.pageName,
  onSent,
}: LeadFormProps & { onSent: (lead: VisitRequest) => void }) {
  const formId = form.id
  const variant = form.fields === 'stats' || form.fields === 'quiz' ? form.fields : 'full'
  const { formRef, errors, load, handlers, reset } = useFormEngine(variant, loadSubmission)
  const { status, error, submit, fail } = useLeadSubmit(form, reset, pageName)
  const id = (name: string) => `${formId}-${name}`
  const busy = status === 'submitting' || status === 'success'

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    let values, submission
    try {
      ;[values, submission] = await Promise.all([load().then((engine) => engine.validate()), loadSubmission()])
    } catch {
      return fail(FORM_MESSAGES.networkError)
    }
    if (!values) return
    const settings: LeadFormSettings = { form, pageName, variant, serviceOptions, consentText, consentVersion, additionalData }
    const result = await submit(submission.leadPayload(settings, values), submission)
    if (result.ok && result.token) onSent({ id: result.id, token: result.token })
  }

  const field = (name: string, label: string, autoComplete: string, extra: React.ComponentProps<'input'> = {}) => (
    <TextField id={id(name)} name={name} label={label} autoComplete={autoComplete} error={errors[name]} {...extra} />
  )

  return (
    // method=post: should a visitor submit before any script runs, nothing lands in the address bar.
    <form
      ref={formRef}
      className={styles.form}
      data-form-id={formId}
      method="post"
      noValidate
      aria-busy={status === 'submitting'}
      onSubmit={onSubmit}
      {...handlers}
    >
      {variant === 'quiz' ? (
        field('name', 'Full name', 'name')
      ) : (
        <div className={styles.row}>
          {field('firstName', 'First name', 'given-name')}
          {field('lastName', 'Last name', 'family-name')}
        </div>
      )}
      <div className={variant === 'quiz' ? styles.stack : styles.row}>
        {field('email', 'Email', 'email', { type: 'email', inputMode: 'email' })}
        {variant === 'quiz'
          ? null
          : field('phone', 'Phone', 'tel', {
              type: 'tel',
              inputMode: 'tel',
              maxLength: PHONE_MAX_LENGTH,
              placeholder: '(904) 555-0123',
              onChange: (event) => (event.currentTarget.value = formatPhone(event.currentTarget.value)),
            })}
      </div>
      {variant === 'quiz' ? null : (
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
      )}
      {field('address', 'Street address', 'address-line1')}
      {variant === 'full' ? (
        <div className={styles.row}>
          {field('city', 'City', 'address-level2')}
          {field('zipCode', 'ZIP code', 'postal-code', {
            inputMode: 'numeric',
            maxLength: ZIP_LENGTH,
            pattern: ZIP_PATTERN,
            title: FORM_MESSAGES.zipInvalid,
            onChange: (event) => (event.currentTarget.value = sanitizeZip(event.currentTarget.value)),
          })}
        </div>
      ) : null}
      <HoneypotField id={id('website')} />
      <ConsentField
        id={id('consent')}
        name="contactConsent"
        text={consentText}
        error={errors.contactConsent}
        onChecked={() => track('consent_given', { checkbox_id: id('consent'), form_id: formId, page: window.location.pathname })}
      />
      <FormStatus
        status={status}
        error={error}
        note={note}
        noteClassName={noteClassName}
        thanks={
          <>
            <strong>{FORM_MESSAGES.thankYou}</strong> {note}
          </>
        }
      >
        <SubmitButton status={status} label={buttonLabel} />
      </FormStatus>
    </form>
  )
}
