'use client'

import { useActionState, useState, type ReactNode } from 'react'
import {
  FORM_MESSAGES,
  PHONE_MAX_LENGTH,
  TRAP_FIELD,
  ZIP_LENGTH,
  ZIP_PATTERN,
  formatPhone,
  sanitizeZip,
  type FormEntry,
  type LeadExtras,
  type ServiceOption,
} from '@site/leads'
import { Dialog } from '@/components/ui/dialog'
import { ConsentField, ConsentGroup, FormStatus, HoneypotField, SubmitButton, TextField } from './lead-form-fields'
import { track } from '@/features/analytics/tracking'
import { VisitPickerSlot, type VisitRequest } from '@/features/visits/visit-picker-slot'
import type { LeadFormSettings } from './lead-submission'
import { useFormAddress } from './form-address'
import { NO_ANSWER, shownChecked, shownValue } from './native-form-state'
import { sendLeadForm } from './server/native-forms'
import { useFormEngine } from './use-form-engine'
import { useLeadSubmit } from './use-lead-submit'
import styles from './lead-form.pcss'

export type LeadFormProps = {
  /** The form (formEntry), handed down by the server: the browser never loads the whole table. */
  form: FormEntry
  buttonLabel: string
  serviceOptions: ServiceOption[]
  consentText: string
  consentVersion: string
  /** The optional texting box's wording and version (site settings). */
  texting: { text: string; version: string }
  /** The hint line under the button (the response-time promise); replaced by the thank-you panel. */
  note?: string | null
  noteClassName?: string
  /** Extra flat values sent in leadData, such as the quiz's quiz_results and pet_kid_safe. */
  additionalData?: LeadExtras
  /** Overrides the form's page name (the town modal on an unknown town's page). */
  pageName?: string
  /** A pop-up form: the dialog it opens in, and what stands above the form in it. */
  dialog?: { id: string; title: string; intro?: ReactNode }
}

/** The fields in the order they are shown: the first with a message takes the focus when the page comes back. */
// The quiz shows its optional mobile number after the address, just above the texting box.
const FIELD_ORDER = ['name', 'firstName', 'lastName', 'email', 'phone', 'address', 'city', 'zipCode', 'contactConsent']
const QUIZ_FIELD_ORDER = ['name', 'email', 'address', 'phone', 'contactConsent']

/** The sending half (payload, attribution, POST), fetched with the engine on the first touch. */
const loadSubmission = () => import('./lead-submission')

/** A free-estimate form, then (once sent) the visit-window picker, which stays when the form clears. */
export function LeadForm(props: LeadFormProps) {
  const [visit, setVisit] = useState<VisitRequest | null>(null)
  const picker = visit ? <VisitPickerSlot key={visit.id} lead={visit} onClose={() => setVisit(null)} /> : null
  return <LeadFormBody {...props} onSent={setVisit} after={picker} />
}

/**
 * The form itself. The markup and the masks ship with the page; validation (react-hook-form
 * with the shared zod rules) arrives when the visitor first touches the form (use-form-engine).
 * Nothing is sent until every rule passes, consent included, and Thank You! appears only once
 * /api/leads has stored the lead. Before its scripts run (or without them) the browser posts the form
 * itself to its server action (server/native-forms.ts), which answers with the thank-you page or this
 * page again, the form filled in as it was and the server's messages beside the fields.
 */
function LeadFormBody({
  form,
  buttonLabel,
  serviceOptions,
  consentText,
  consentVersion,
  texting,
  note,
  noteClassName,
  additionalData,
  pageName = form.pageName,
  dialog,
  onSent,
  after,
}: LeadFormProps & { onSent: (lead: VisitRequest) => void; after: ReactNode }) {
  const formId = form.id
  const variant = form.fields === 'stats' || form.fields === 'quiz' ? form.fields : 'full'
  const [shown, nativeAction] = useActionState(sendLeadForm, NO_ANSWER, useFormAddress(formId))
  // The server's answer to a post made without scripts, until the visitor sends again with them.
  const [answered, setAnswered] = useState(shown.status !== 'idle')
  const server = answered && shown.status !== 'idle' ? shown : null
  const { formRef, errors: checked, load, handlers, reset } = useFormEngine(variant, loadSubmission)
  const { status, error, submit, fail } = useLeadSubmit(form, reset, pageName)
  const errors = { ...server?.errors, ...checked }
  const firstInvalid = server ? (variant === 'quiz' ? QUIZ_FIELD_ORDER : FIELD_ORDER).find((name) => server.errors[name]) : undefined
  const id = (name: string) => `${formId}-${name}`
  const busy = status === 'submitting' || status === 'success'

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    // With scripts the form posts JSON (below); the browser's own post is for before they run.
    event.preventDefault()
    if (busy) return
    setAnswered(false)
    let values, submission
    try {
      ;[values, submission] = await Promise.all([load().then((engine) => engine.validate()), loadSubmission()])
    } catch {
      return fail(FORM_MESSAGES.networkError)
    }
    if (!values) return
    const settings: LeadFormSettings = { form, pageName, variant, consentText, consentVersion, texting, additionalData }
    const result = await submit(submission.leadPayload(settings, values), submission)
    if (result.ok && result.token) onSent({ id: result.id, token: result.token })
  }

  const field = (name: string, label: string, autoComplete: string, extra: React.ComponentProps<'input'> & { optional?: boolean } = {}) => (
    <TextField
      id={id(name)}
      name={name}
      label={label}
      autoComplete={autoComplete}
      error={errors[name]}
      defaultValue={shownValue(shown, name)}
      autoFocus={firstInvalid === name || undefined}
      {...extra}
    />
  )

  const phoneField = field('phone', variant === 'quiz' ? 'Mobile number (for texts)' : 'Phone', 'tel', {
    type: 'tel',
    inputMode: 'tel',
    maxLength: PHONE_MAX_LENGTH,
    placeholder: '(904) 555-0123',
    optional: variant === 'quiz',
    onChange: (event) => (event.currentTarget.value = formatPhone(event.currentTarget.value)),
  })

  const formElement = (
    // The action posts the form where it is (never its values in the address) as the page's own post.
    <form
      ref={formRef}
      className={styles.form}
      data-form-id={formId}
      action={nativeAction}
      noValidate
      aria-busy={status === 'submitting'}
      onSubmit={onSubmit}
      {...handlers}
    >
      <input type="hidden" name="formId" value={formId} />
      {pageName === form.pageName ? null : <input type="hidden" name="pageName" value={pageName} />}
      <input type="hidden" name="consentVersion" value={consentVersion} />
      <input type="hidden" name="consentText" value={consentText} />
      <input type="hidden" name="smsConsentVersion" value={texting.version} />
      <input type="hidden" name="smsConsentText" value={texting.text} />
      {additionalData?.quiz_results === undefined ? null : <input type="hidden" name="quiz_results" value={additionalData.quiz_results} />}
      {additionalData?.pet_kid_safe === undefined ? null : (
        <input type="hidden" name="pet_kid_safe" value={String(additionalData.pet_kid_safe)} />
      )}
      {variant === 'quiz' ? (
        field('name', 'Full name', 'name')
      ) : (
        <div className={styles.row}>
          {field('firstName', 'First name', 'given-name')}
          {field('lastName', 'Last name', 'family-name')}
        </div>
      )}
      {variant === 'quiz' ? (
        field('email', 'Email', 'email', { type: 'email', inputMode: 'email' })
      ) : (
        <div className={styles.row}>
          {field('email', 'Email', 'email', { type: 'email', inputMode: 'email' })}
          {phoneField}
        </div>
      )}
      {variant === 'quiz' ? null : (
        <div className={styles.field}>
          <label className={styles.label} htmlFor={id('service')}>
            Service
          </label>
          {/* The option's label is what a lead sends (select_a_service__sg_), posted by scripts or without. */}
          <select className={styles.input} id={id('service')} name="service" defaultValue={shownValue(shown, 'service') ?? ''}>
            {serviceOptions.map((option) => (
              <option key={option.value} value={option.value ? option.label : ''}>
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
      {/* The quiz asks for a mobile number only for the texting box, so it stands just above it. */}
      {variant === 'quiz' ? phoneField : null}
      <HoneypotField id={id(TRAP_FIELD)} />
      <ConsentGroup>
        <ConsentField
          id={id('consent')}
          name="contactConsent"
          text={consentText}
          required
          error={errors.contactConsent}
          defaultChecked={shownChecked(shown, 'contactConsent')}
          autoFocus={firstInvalid === 'contactConsent'}
          onChecked={() => track('consent_given', { checkbox_id: id('consent'), form_id: formId, page: window.location.pathname })}
        />
        <ConsentField id={id('sms-consent')} name="smsConsent" text={texting.text} defaultChecked={shownChecked(shown, 'smsConsent')} />
      </ConsentGroup>
      <FormStatus
        status={server && status === 'idle' ? 'error' : status}
        error={server && status === 'idle' ? server.message : error}
        note={note}
        noteClassName={noteClassName}
        thanks={
          <>
            <strong>{FORM_MESSAGES.thankYou}</strong> {note}
          </>
        }
      >
        <SubmitButton status={status} label={buttonLabel} autoFocus={Boolean(server && !firstInvalid)} />
      </FormStatus>
    </form>
  )
  if (!dialog) {
    return (
      <>
        {formElement}
        {after}
      </>
    )
  }
  // Shown again after a post without scripts, the pop-up is open, its messages in sight. What follows
  // the form (the visit picker) is inside the dialog too: outside a modal dialog it could not be reached.
  return (
    <Dialog id={dialog.id} title={dialog.title} open={server !== null}>
      {dialog.intro}
      {formElement}
      {after}
    </Dialog>
  )
}
