'use client'

import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent, type PointerEvent } from 'react'
import type { EngineKind, ErrorMessages, FormEngine } from './form-engine'

/**
 * Loads the form engine the first time the visitor reaches for a form (focus or pointer down) and
 * forwards field events to it. Until then the page carries only the form's markup and masks.
 */
export function useFormEngine(kind: EngineKind) {
  const formRef = useRef<HTMLFormElement>(null)
  const engine = useRef<Promise<FormEngine> | null>(null)
  const ready = useRef<FormEngine | null>(null)
  const [errors, setErrors] = useState<ErrorMessages>({})

  const load = useCallback((): Promise<FormEngine> => {
    const form = formRef.current
    if (!form) return Promise.reject(new Error('form is not mounted'))
    engine.current ??= import('./form-engine').then(
      ({ bindForm }) => (ready.current = bindForm(form, kind, setErrors)),
      (error: unknown) => {
        engine.current = null // a failed download may be tried again on the next touch
        throw error
      },
    )
    return engine.current
  }, [kind])

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
    onBlur: (event: FocusEvent<HTMLFormElement>) => ready.current?.handle(event),
  }

  return { formRef, errors, load, handlers, reset: () => ready.current?.reset() }
}
