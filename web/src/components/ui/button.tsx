import type { ReactNode } from 'react'
import styles from './button.pcss'

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'light' | 'ghostLight'

export function buttonClass(variant: ButtonVariant = 'primary', options: { small?: boolean; block?: boolean } = {}) {
  return [styles.button, styles[variant], options.small && styles.small, options.block && styles.block].filter(Boolean).join(' ')
}

type Props = { href: string; children: ReactNode; variant?: ButtonVariant; small?: boolean; block?: boolean }

/** A link styled as a button; ClientNavigation (features/navigation) navigates one to a site page client-side. */
export function ButtonLink({ href, children, variant = 'primary', small, block }: Props) {
  return (
    <a className={buttonClass(variant, { small: small ?? false, block: block ?? false })} href={href}>
      {children}
    </a>
  )
}

export const ESTIMATE_DIALOG_ID = 'estimate-dialog'

/** The header's Contact form dialog. Exported from here, not from the client header, so server components get the string itself. */
export const CONTACT_DIALOG_ID = 'contact-dialog'

/** Opens the page's estimate dialog natively (invoker command), so it works before any script loads. */
export function EstimateButton({ children, variant = 'primary', small, block }: Omit<Props, 'href'>) {
  return (
    <button
      type="button"
      className={buttonClass(variant, { small: small ?? false, block: block ?? false })}
      commandfor={ESTIMATE_DIALOG_ID}
      command="show-modal"
      aria-haspopup="dialog"
    >
      {children}
    </button>
  )
}
