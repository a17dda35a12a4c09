// The trap field every form carries: hidden from people and from assistive technology, out of the tab
// order, and named so that no browser autofill or form-filling extension takes it for a field of
// theirs (autofill matches names and labels such as website, url, company, name, e-mail, phone,
// address). A person leaves it empty; a script that fills every input does not. A filled trap never
// loses a post: the lead is kept and marked "suspected automated", an opt-out is kept and honoured.

/** The trap's field name in the forms and in posted bodies. */
export const TRAP_FIELD = 'nectar'
/**
 * The trap's former name. Autofill filled it ("Website"), so a post carrying it may well be a person;
 * it still counts as a filled trap, which now only flags the post.
 */
export const LEGACY_TRAP_FIELD = 'website'
/** The trap's label: words no autofill heuristic reads as a field it knows. */
export const TRAP_LABEL = 'Leave this empty'

const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/** Whether a posted body (or its leadData) has the trap filled, under its name or its former one. */
export function trapFilled(values: { [TRAP_FIELD]?: unknown; [LEGACY_TRAP_FIELD]?: unknown }): boolean {
  return filled(values[TRAP_FIELD]) || filled(values[LEGACY_TRAP_FIELD])
}
