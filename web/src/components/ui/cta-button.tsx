import type { Cta } from '@/sanity/types'
import { ButtonLink, EstimateButton, type ButtonVariant } from './button'

/** A button from content: either a link or the estimate pop-up. */
export function CtaButton({
  cta,
  variant,
  small,
}: {
  cta: Pick<Cta, 'label' | 'action' | 'href'>
  variant?: ButtonVariant
  small?: boolean
}) {
  if (cta.action === 'estimate' || !cta.href) {
    return (
      <EstimateButton variant={variant ?? 'primary'} small={small ?? false}>
        {cta.label}
      </EstimateButton>
    )
  }
  return (
    <ButtonLink href={cta.href} variant={variant ?? 'primary'} small={small ?? false}>
      {cta.label}
    </ButtonLink>
  )
}
