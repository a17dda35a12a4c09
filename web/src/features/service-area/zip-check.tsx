'use client'

import { useEffect, useState, type FormEvent } from 'react'
import { ZipAnswer, type ZipCheckWording } from './zip-answer'
import { ZIP_MESSAGE, isFiveDigits, type ServiceAreaAnswer } from './zip-index'
import styles from './zip-check.pcss'

type State = { answer: ServiceAreaAnswer | null; error: string | null; busy: boolean }
type Props = {
  id: string
  wording: ZipCheckWording
  buttonClassName: string
  initial?: { zip: string; answer: ServiceAreaAnswer | null; error: string | null }
}

/**
 * "Do we serve your area?": a plain GET form to /service-area (answered by the server without
 * JavaScript) that, with JavaScript, asks /api/service-area and answers in place. The ZIP code is
 * then carried into the lead forms of the page, so the visitor does not type it twice. A ?zip= in
 * the address (the link from an answer to the town page) is checked and carried the same way.
 */
export function ZipCheck({ id, wording, buttonClassName, initial }: Props) {
  const [zip, setZip] = useState(initial?.zip ?? '')
  const [state, setState] = useState<State>({ answer: initial?.answer ?? null, error: initial?.error ?? null, busy: false })

  const check = async (value: string) => {
    if (!isFiveDigits(value)) return setState({ answer: null, error: ZIP_MESSAGE, busy: false })
    setState((current) => ({ ...current, busy: true }))
    try {
      const response = await fetch(`/api/service-area?zip=${value}`)
      const body: unknown = await response.json()
      if (!response.ok || !isAnswer(body)) return setState({ answer: null, error: ZIP_MESSAGE, busy: false })
      setState({ answer: body, error: null, busy: false })
      carryZip(value)
    } catch {
      setState({ answer: null, error: 'Network error occurred', busy: false })
    }
  }

  useEffect(() => {
    const carried = new URLSearchParams(window.location.search).get('zip')
    if (initial || !carried || !isFiveDigits(carried)) return
    // After this render: the address is read once, on arrival; later checks come from the visitor.
    void Promise.resolve().then(() => {
      setZip(carried)
      return check(carried)
    })
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    void check(zip)
  }

  return (
    <form className={styles.form} action="/service-area" method="get" noValidate onSubmit={onSubmit} aria-busy={state.busy}>
      <label className={styles.label} htmlFor={id}>
        {wording.label}
      </label>
      <div className={styles.row}>
        <input
          id={id}
          className={styles.input}
          name="zip"
          value={zip}
          onChange={(event) => setZip(event.target.value.replace(/\D/g, '').slice(0, 5))}
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]{5}"
          maxLength={5}
          placeholder="32259"
          aria-invalid={state.error ? true : undefined}
          aria-describedby={`${id}-answer`}
        />
        <button type="submit" className={buttonClassName} disabled={state.busy}>
          {wording.buttonLabel}
        </button>
      </div>
      <div id={`${id}-answer`} aria-live="polite">
        {state.error ? (
          <p className={styles.error} role="alert">
            {state.error}
          </p>
        ) : state.answer ? (
          <ZipAnswer answer={state.answer} wording={wording} />
        ) : null}
      </div>
    </form>
  )
}

function isAnswer(body: unknown): body is ServiceAreaAnswer {
  return typeof body === 'object' && body !== null && 'zip' in body && 'served' in body
}

/** Fills the page's lead forms' ZIP field (if empty, or still holding a ZIP carried before). */
function carryZip(zip: string) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  for (const input of document.querySelectorAll<HTMLInputElement>('form[data-form-id] input[name="zipCode"]')) {
    if (input.value && input.value !== input.dataset.carriedZip) continue
    // Through the native setter and an input event, so React and the form engine see a typed value.
    setValue?.call(input, zip)
    input.dataset.carriedZip = zip
    input.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
