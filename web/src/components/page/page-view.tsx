import type { PageData } from '@/sanity/types'
import { Sections } from '@/sections/renderers'
import { ESTIMATE_DIALOG_ID } from '@/components/ui/button'
import { LeadFormCard } from '@/features/leads/lead-form-card'
import { PageJsonLd } from '@/features/seo/page-json-ld'
import { Hero } from './hero'

export function PageView({ page }: { page: PageData }) {
  const dialog = page.estimateDialog
  return (
    <>
      <Hero hero={page.hero} />
      <Sections sections={page.sections} />
      {dialog ? (
        <LeadFormCard
          formId={dialog.formId}
          text={dialog.text}
          buttonLabel={dialog.buttonLabel}
          dialog={{ id: ESTIMATE_DIALOG_ID, title: dialog.title }}
        />
      ) : null}
      <PageJsonLd page={page} />
    </>
  )
}
