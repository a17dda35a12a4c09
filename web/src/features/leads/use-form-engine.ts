'use client'

import { useCallback, useEffect, useRef, useState, type FocusEvent, type FormEvent, type PointerEvent } from 'react'
import type { EngineKind, ErrorMessages, FormEngine } from './form-engine'

/**
 * Resolves once the browser has painted the frame the current event asked for: a frame callback
 * runs just before that paint, and a task queued from it runs just after.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
}

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
  // react-hook-form reports its error state after every check, mostly unchanged; keeping the same
  // object then spares the whole form a re-render in the frame that answers a key or a tap.
  const replaceErrors = useCallback((next: ErrorMessages) => setErrors((current) => (sameMessages(current, next) ? current : next)), [])
  const show = useHeldErrors(replaceErrors)

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

  // A touch only warms the engine up. Requesting the chunk, and evaluating it when a fast connection
  // brings it back at once, would otherwise land in the frame that answers the tap (the focus ring,
  // the caret): the engine is a long task on a mid-range phone (docs/performance-scale.md), and the
  // visitor sees the field react first. Blur and submit wait for the engine either way.
  const warmUp = useRef<Promise<FormEngine> | null>(null)
  const loadAfterPaint = useCallback((): Promise<FormEngine> => {
    if (engine.current) return engine.current
    warmUp.current ??= afterNextPaint()
      .then(load)
      .finally(() => (warmUp.current = null))
    return warmUp.current
  }, [load])

  useEffect(() => () => ready.current?.destroy(), [])

  const handlers = {
    onFocus: (event: FocusEvent<HTMLFormElement>) => {
      void loadAfterPaint().catch(() => undefined)
      if (event.target instanceof HTMLInputElement && event.target.type === 'tel') {
        // The phone error clears when the field is focused again (not when a submit's check moves
        // the focus to it: its message has only just appeared).
        const name = event.target.name
        if (ready.current && !ready.current.clearError(name)) return
        // Unchanged state when there is no error to clear: focusing a field must not re-render the form.
        setErrors((current) => {
          if (!(name in current)) return current
          const { [name]: _cleared, ...rest } = current
          return rest
        })
      }
    },
    onPointerDown: (_event: PointerEvent<HTMLFormElement>) => void loadAfterPaint().catch(() => undefined),
    onChange: (event: FormEvent<HTMLFormElement>) => ready.current?.handle(event),
    // A field left before the engine arrived is checked when it arrives, unless the visitor is back in it.
    onBlur: (event: FocusEvent<HTMLFormElement>) =>
      void loadAfterPaint().then(
        (engine) => document.activeElement === event.target || engine.handle(event),
        () => undefined,
      ),
  }

  return { formRef, errors, load, handlers, reset: () => ready.current?.reset() }
}

function sameMessages(a: ErrorMessages, b: ErrorMessages): boolean {
  const keys = Object.keys(a)
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key])
}

/**
 * Errors found on blur wait while a pointer is pressing: a message appearing under the field the
 * visitor just left moves everything below it, and the click they started (on Submit, on the
 * consent box) would land on something else. They appear right after that click instead.
 */
function useHeldErrors(setErrors: (errors: ErrorMessages) => void) {
  const hold = useRef<{
    until: number
    pending: ErrorMessages | null
    timer?: ReturnType<typeof setTimeout>
    release?: (ms: number) => void
  }>({ until: 0, pending: null })
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
    // Every tap anywhere on the page passes here; it only notes the time, and a timer is armed only
    // once there are errors to hold.
    const down = () => {
      state.until = Date.now() + 1000
      if (state.pending) later(1000)
    }
    const click = () => {
      if (state.pending) later(0)
      else state.until = 0
    }
    state.release = (ms) => later(ms)
    document.addEventListener('pointerdown', down, true)
    document.addEventListener('click', click, true)
    return () => {
      document.removeEventListener('pointerdown', down, true)
      document.removeEventListener('click', click, true)
      clearTimeout(state.timer)
      state.release = undefined
    }
  }, [setErrors])
  return useCallback(
    (errors: ErrorMessages) => {
      const state = hold.current
      const wait = state.until - Date.now()
      if (wait > 0 && state.release) {
        // The press's click releases them sooner; a press that never clicks, after a second.
        if (!state.pending) state.release(wait)
        state.pending = errors
      } else setErrors(errors)
    },
    [setErrors],
  )
}
