// The service <select> of every lead form. Plan options are built from the plan documents, so "Lawn
// Program $55/month" follows the price editors set; the label of the chosen option, not its code,
// is what a lead sends as select_a_service__sg_.

export type ServiceOption = { value: string; label: string }

type PlanLike = { key: string; name: string; price: number }

export function planOptionLabel(plan: PlanLike): string {
  return `${plan.name} $${plan.price}/month`
}

export function buildServiceOptions(plans: readonly PlanLike[], others: readonly ServiceOption[], prompt: string): ServiceOption[] {
  return [
    { value: '', label: prompt },
    ...plans.map((plan) => ({ value: plan.key, label: planOptionLabel(plan) })),
    ...others.map(({ value, label }) => ({ value, label })),
  ]
}

/** The label sent for a chosen value; the empty choice sends an empty string. */
export function serviceLabel(options: readonly ServiceOption[], value: string): string {
  if (!value) return ''
  return options.find((option) => option.value === value)?.label ?? ''
}
