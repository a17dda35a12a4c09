import { buildServiceOptions, formEntry, type FormId } from '@site/leads'
import { getLayout } from '@/sanity/content'
import { LeadForm } from './lead-form'

type Props = {
  formId: FormId
  heading?: string
  text?: string | null
  buttonLabel: string
  className?: string
  headingClassName?: string
  textClassName?: string
  noteClassName?: string
  headingLevel?: 2 | 3
  /** Overrides the form's page name (the town modal on an unknown town's page). */
  pageName?: string
  /** A pop-up form: the dialog (web/src/components/ui/dialog.tsx) it opens in, with `text` above the form. */
  dialog?: { id: string; title: string }
}

/** A lead form with its heading, fed with the service options and consent text from content. */
export async function LeadFormCard({
  formId,
  heading,
  text,
  buttonLabel,
  className,
  headingClassName,
  textClassName,
  noteClassName,
  headingLevel = 2,
  pageName,
  dialog,
}: Props) {
  const { settings, plans, pricing } = await getLayout()
  const serviceOptions = buildServiceOptions(plans, pricing.otherServiceOptions, pricing.serviceSelectPrompt)
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  const intro = text ? <p className={textClassName}>{text}</p> : null
  const form = (
    <LeadForm
      form={formEntry(formId)}
      buttonLabel={buttonLabel}
      serviceOptions={serviceOptions}
      consentText={settings.consentText}
      consentVersion={settings.consentVersion}
      texting={{ text: settings.smsConsentText, version: settings.smsConsentVersion }}
      note={settings.responseTime}
      noteClassName={noteClassName}
      pageName={pageName}
      {...(dialog ? { dialog: { ...dialog, intro } } : {})}
    />
  )
  if (dialog) return form
  return (
    <div className={className}>
      {heading ? <Heading className={headingClassName}>{heading}</Heading> : null}
      {intro}
      {form}
    </div>
  )
}
