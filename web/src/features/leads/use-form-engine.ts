'use client'

import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent, type PointerEvent } from 'react'
import type { EngineKind, ErrorMessages, FormEngine } from './form-engine'

/**
 * Loads the form engine the first time the visitor reaches for a form (focus or pointer down) and
 * forwards field events to it. Until then the page carries only the form's markup and masks.
 * `withEngine` then fetches what the form needs only to send (its payload code and POST), right
 * after the engine so it never delays the validation, and long before the visitor can submit.
 */
export function useFormEngine(kind: EngineKind, withEngine?: () => Promise<unknown>) {
  const formRef = useRef<HTMLFormElement>(null)
  const engine = useRef<Promise<FormEngine> | null>(null)
  const ready = useRef<FormEngine | null>(null)
  const [errors, setErrors] = useState<ErrorMessages>({})
  const show = useHeldErrors(setErrors)

  const load = useCallback((): Promise<FormEngine> => {
    const form = formRef.current
    if (!form) return Promise.reject(new Error('form is not mounted'))
    engine.current ??= import('./form-engine').then(
      ({ bindForm }) => {
        void withEngine?.().catch(() => undefined)
        return (ready.current = bindForm(form, kind, show))
      },
      (error: unknown) => {
        engine.current = null // a failed download may be tried again on the next touch
        throw error
      },
    )
    return engine.current
  }, [kind, show, withEngine])

  useEffect(() => () => ready.current?.destroy(), [])

  const handlers = {
    onFocus: (event: FocusEvent<HTMLFormElement>) => {
      void load().catch(() => undefined)
      if (event.target instanceof HTMLInputElement && event.target.type === 'tel') {
        // Spec section 5: the phone error clears when the field is focused again.
        ready.current?.clearError(event.target.name)
        setErrors(({ [event.target.name]: _cleared, ...rest }) => rest)
      }
    },
    onPointerDown: (_event: PointerEvent<HTMLFormElement>) => void load().catch(() => undefined),
    onChange: (event: FormEvent<HTMLFormElement>) => ready.current?.handle(event),
    // A field left before the engine arrived is checked when it arrives, unless the visitor is back in it.
    onBlur: (event: FocusEvent<HTMLFormElement>) =>
      void load().then(
        (engine) => document.activeElement === event.target || engine.handle(event),
        () => undefined,
      ),
  }

  return { formRef, errors, load, handlers, reset: () => ready.current?.reset() }
}

/**
 * Errors found on blur wait while a pointer is pressing: a message appearing under the field the
 * visitor just left moves everything below it, and the click they started (on Submit, on the
 * consent box) would land on something else. They appear right after that click instead.
 */
function useHeldErrors(setErrors: (errors: ErrorMessages) => void) {
  const hold = useRef<{ until: number; pending: ErrorMessages | null; timer?: ReturnType<typeof setTimeout> }>({ until: 0, pending: null })
  useEffect(() => {
    const state = hold.current
    const flush = () => {
      state.until = 0
      if (state.pending) setErrors(state.pending)
      state.pending = null
    }
    const later = (ms: number) => {
      clearTimeout(state.timer)
      state.timer = setTimeout(flush, ms)
    }
    const down = () => {
      state.until = Date.now() + 1000
      later(1000)
    }
    const click = () => later(0)
    document.addEventListener('pointerdown', down, true)
    document.addEventListener('click', click, true)
    return () => {
      document.removeEventListener('pointerdown', down, true)
      document.removeEventListener('click', click, true)
      clearTimeout(state.timer)
    }
  }, [setErrors])
  return useCallback(
    (errors: ErrorMessages) => {
      if (Date.now() < hold.current.until) hold.current.pending = errors
      else setErrors(errors)
    },
    [setErrors],
  )
}
