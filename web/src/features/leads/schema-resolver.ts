import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form'

type Issue = { readonly path: readonly PropertyKey[]; readonly code: string; readonly message: string }
export type Schema = {
  safeParse(value: unknown): { success: true; data: object } | { success: false; error: { issues: readonly Issue[] } }
}

/**
 * The shared zod/mini rules of @site/leads as a react-hook-form resolver, keeping the first message
 * of each field. A dozen lines instead of @hookform/resolvers keeps the form's JavaScript small.
 */
export function schemaResolver<V extends FieldValues>(schema: Schema): Resolver<V> {
  return (values) => {
    const result = schema.safeParse(values)
    if (result.success) return { values: { ...values, ...result.data }, errors: {} }
    const errors: FieldErrors<V> = {}
    for (const issue of result.error.issues) {
      const name = issue.path[0]
      if (typeof name === 'string' && !(name in errors)) Object.assign(errors, { [name]: { type: issue.code, message: issue.message } })
    }
    return { values: {}, errors }
  }
}
