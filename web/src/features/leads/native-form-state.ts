// What a form posted without scripts gets back when it has to be shown again: the server's message,
// each field's message, and the values the visitor typed. Shared by the server actions that take the
// posts and the forms that show the answer (no server code here, so the browser may import it).

export type NativeFormValues = Record<string, string | boolean>

export type NativeFormState =
  | { status: 'idle' }
  | {
      /** `invalid`: the visitor has something to fix; `error`: nothing to fix, try again (or call). */
      status: 'invalid' | 'error'
      message: string
      errors: Partial<Record<string, string>>
      values: NativeFormValues
    }

export const NO_ANSWER: NativeFormState = { status: 'idle' }

/** Where each kind of form sends the visitor once the post is stored (a 303, so a reload sends nothing twice). */
export const THANK_YOU_PATHS = {
  lead: '/thank-you',
  newsletter: '/thank-you/newsletter',
  optOut: '/thank-you/opt-out',
} as const

/** A value the form typed or ticked, from the state of a post shown again. */
export function shownValue(state: NativeFormState, name: string): string | undefined {
  if (state.status === 'idle') return undefined
  const value = state.values[name]
  return typeof value === 'string' ? value : undefined
}

export function shownChecked(state: NativeFormState, name: string): boolean | undefined {
  return state.status === 'idle' ? undefined : state.values[name] === true
}
