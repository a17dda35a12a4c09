import { zodResolver } from '@hookform/resolvers/zod'
import { createFormControl, type FieldErrors, type Resolver } from 'react-hook-form'
import type { $ZodType } from 'zod/v4/core'
import { fullFormSchema, newsletterFormSchema, quizFormSchema, statsFormSchema } from '@site/leads'

// The validating half of every lead form, loaded on the visitor's first touch of a form (focus,
// pointer) rather than with the page: react-hook-form and the shared zod/mini rules are most of a
// form's JavaScript, and most visits never type into one. It binds to the inputs the server
// already rendered (react-hook-form's createFormControl), so nothing is re-rendered or loses focus.

export type Values = Record<string, string | boolean>
export type ErrorMessages = Partial<Record<string, string>>

export type FormEngine = {
  /** Forwards a change or blur event of a field to react-hook-form (mode onTouched). */
  handle(event: { target: EventTarget | null; type: string }): void
  /**
   * Clears a field's message when the visitor focuses the field; false (nothing cleared) while a
   * submit is being checked, whose focus on the first wrong field must leave its message in sight.
   */
  clearError(name: string): boolean
  /** Validates every field, shows the errors and focuses the first; the values when valid. */
  validate(): Promise<Values | null>
  reset(): void
  destroy(): void
}

const SCHEMAS = { full: fullFormSchema, stats: statsFormSchema, quiz: quizFormSchema, newsletter: newsletterFormSchema }
export type EngineKind = keyof typeof SCHEMAS

type Field = HTMLInputElement | HTMLSelectElement
const isField = (element: unknown): element is Field => element instanceof HTMLInputElement || element instanceof HTMLSelectElement

function valueOf(element: Field): string | boolean {
  return element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : element.value
}

function messages(errors: FieldErrors): ErrorMessages {
  const result: ErrorMessages = {}
  for (const [name, error] of Object.entries(errors)) {
    if (error && typeof error.message === 'string') result[name] = error.message
  }
  return result
}

export function bindForm(form: HTMLFormElement, kind: EngineKind, onErrors: (errors: ErrorMessages) => void): FormEngine {
  // The shared zod/mini rules, checked synchronously as the visitor types; a field shows the first
  // message of its rules.
  const schema: $ZodType<Values, Values> = SCHEMAS[kind]
  const resolver: Resolver<Values> = zodResolver(schema, undefined, { mode: 'sync' })
  // Hidden inputs say which form this is to a post made without scripts; they are not the visitor's.
  const fields = [...form.elements].filter(isField).filter((element) => element.name && element.type !== 'hidden')
  // Whatever was typed before this module arrived is the starting value, so nothing is wiped.
  const current: Values = Object.fromEntries(fields.map((element) => [element.name, valueOf(element)]))
  const control = createFormControl<Values>({ defaultValues: current, mode: 'onTouched', resolver })
  const registrations = new Map(
    fields.map((element) => {
      const registration = control.register(element.name)
      registration.ref(element)
      return [element.name, registration] as const
    }),
  )
  const unsubscribe = control.subscribe({ formState: { errors: true }, callback: (state) => onErrors(messages(state.errors ?? {})) })
  let checkingSubmit = false
  const empty = Object.fromEntries(fields.map((element) => [element.name, typeof valueOf(element) === 'boolean' ? false : '']))

  return {
    handle(event) {
      const target = event.target
      if (!isField(target)) return
      const registration = registrations.get(target.name)
      if (!registration) return
      const blur = event.type === 'blur' || event.type === 'focusout'
      void (blur ? registration.onBlur : registration.onChange)({ target, type: blur ? 'blur' : 'change' })
    },
    clearError(name) {
      if (checkingSubmit) return false
      control.clearErrors(name)
      return true
    },
    validate() {
      checkingSubmit = true
      return new Promise((resolve) => {
        void control
          .handleSubmit(
            (values) => resolve(values),
            () => resolve(null),
          )()
          .finally(() => (checkingSubmit = false))
      })
    },
    reset() {
      control.reset(empty)
      form.reset()
      onErrors({})
    },
    destroy() {
      unsubscribe()
    },
  }
}
