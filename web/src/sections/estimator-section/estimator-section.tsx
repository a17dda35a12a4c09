import type { SectionOf } from '@/sanity/types'
import { getLayout } from '@/sanity/content'
import { defaultInput, inputFromParams } from '@/features/pricing/estimate'
import { estimatorData } from '@/features/pricing/estimator-data'
import { EstimatorForm } from '../section-forms'
import { sheet } from '@/features/pricing/estimator.pcss'
import { getSubmittedEstimate } from '@/features/pricing/submitted-input'
import { SectionShell } from '../shared/section-shell'
import { Sheet } from '@/styles/sheet'

/** Where the estimator's form goes without JavaScript (web/src/app/(site)/pricing/estimate). */
const NO_SCRIPT_ACTION = '/pricing/estimate#estimator'

/** The monthly price estimator, priced from the plan documents and the pricing rules singleton. */
export async function EstimatorSection({ section }: { section: SectionOf<'estimatorSection'> }) {
  const layout = await getLayout()
  const { plans, rules } = estimatorData(layout.plans, layout.pricing)
  const submitted = getSubmittedEstimate()
  const initial = submitted ? inputFromParams(submitted, plans, rules) : defaultInput(plans, rules)
  return (
    <SectionShell heading={section.heading} intro={section.intro} id="estimator">
      <Sheet of={sheet} />
      <EstimatorForm plans={plans} rules={rules} initial={initial} action={NO_SCRIPT_ACTION} ctaLabel={section.buttonLabel ?? null} />
    </SectionShell>
  )
}
