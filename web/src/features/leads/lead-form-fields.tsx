import type { ComponentProps, ReactNode } from 'react'
import { FORM_MESSAGES, TRAP_FIELD, TRAP_LABEL } from '@site/leads'
import { buttonClass } from '@/components/ui/button'
import styles from './lead-form.pcss'
import { LegalLinks } from '@/components/ui/legal-links'

type FieldProps = ComponentProps<'input'> & {
  id: string
  label: string
  error: string | undefined
  /** Not required: no mark, no `required` (the quiz's mobile number, needed only for texts). */
  optional?: boolean
}

/** A labelled input, required unless `optional`, whose error is announced (role=alert) and tied to it by aria-describedby. */
export function TextField({ id, label, error, optional = false, ...input }: FieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? null : <RequiredMark />}
      </label>
      <input
        className={styles.input}
        id={id}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      <FieldError id={errorId} message={error} />
    </div>
  )
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className={styles.error} role="alert">
      {message}
    </p>
  ) : null
}

function RequiredMark() {
  return (
    <span className={styles.required} aria-hidden="true">
      {' '}
      *
    </span>
  )
}

/**
 * A consent checkbox with its wording (from site settings) as its label: the required box (consent to
 * be contacted about the request) or the optional texting box, never ticked in advance.
 */
export function ConsentField(props: {
  id: string
  name: string
  text: string
  required?: boolean
  error?: string | undefined
  onChecked?: () => void
  /** As the visitor left it, when the server shows a form posted without scripts again. */
  defaultChecked?: boolean | undefined
  autoFocus?: boolean | undefined
}) {
  const errorId = `${props.id}-error`
  const { onChecked } = props
  return (
    <>
      <div className={styles.consent}>
        <input
          id={props.id}
          name={props.name}
          type="checkbox"
          defaultChecked={props.defaultChecked}
          autoFocus={props.autoFocus || undefined}
          required={props.required}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          onChange={onChecked ? (event) => event.currentTarget.checked && onChecked() : undefined}
        />
        <label htmlFor={props.id}>
          {props.text}
          {props.required ? <RequiredMark /> : null}
        </label>
      </div>
      <FieldError id={errorId} message={props.error} />
    </>
  )
}

/** The two boxes as one group, the legal pages linked below them, beside the texting box. */
export function ConsentGroup({ children }: { children: ReactNode }) {
  return (
    <fieldset className={styles.consents}>
      <legend className={styles.consentsLegend}>Your consent</legend>
      {children}
      <p className={styles.legal}>
        <LegalLinks />
      </p>
    </fieldset>
  )
}

/**
 * The trap (packages/leads trap.ts): out of sight, out of the tab order, hidden from assistive
 * technology (aria-hidden, inert), and named and labelled so that no autofill takes it for a field of
 * its own. People leave it empty; scripts that fill every input do not, and their posts are flagged.
 */
export function HoneypotField({ id }: { id: string }) {
  return (
    <div className={styles.trap} aria-hidden="true" inert>
      <label htmlFor={id}>{TRAP_LABEL}</label>
      <input id={id} name={TRAP_FIELD} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  )
}

export function CheckIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth="2.6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}

type Status = 'idle' | 'submitting' | 'success' | 'error'

/** The button's states: Submitting... (disabled), then Thank You! with a check mark (disabled, green). */
export function SubmitButton({ status, label, autoFocus }: { status: Status; label: string; autoFocus?: boolean }) {
  return (
    <button
      type="submit"
      autoFocus={autoFocus || undefined}
      className={`${buttonClass('primary', { block: true })} ${status === 'success' ? styles.sent : ''}`}
      disabled={status === 'submitting' || status === 'success'}
    >
      {status === 'submitting' ? FORM_MESSAGES.submitting : null}
      {status === 'success' ? (
        <>
          <CheckIcon /> {FORM_MESSAGES.thankYou}
        </>
      ) : null}
      {status === 'submitting' || status === 'success' ? null : label}
    </button>
  )
}

/**
 * The submit area: the error of a failed submission (role=alert) above the button, and below it the
 * hint line, replaced by the thank-you panel (role=status) once the request is stored.
 */
export function FormStatus(props: {
  status: Status
  error: string | null
  note: ReactNode
  noteClassName?: string | undefined
  thanks: ReactNode
  children: ReactNode
}) {
  const sent = props.status === 'success'
  return (
    <>
      {props.status === 'error' && props.error ? (
        <p className={styles.formError} role="alert">
          {props.error}
        </p>
      ) : null}
      {props.children}
      <div aria-live="polite">
        {sent ? (
          <p className={styles.thanks} role="status">
            <CheckIcon />
            <span>{props.thanks}</span>
          </p>
        ) : props.note ? (
          <p className={props.noteClassName ?? styles.hint}>{props.note}</p>
        ) : null}
      </div>
    </>
  )
}
