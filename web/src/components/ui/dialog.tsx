import type { ReactNode } from 'react'
import styles from './dialog.pcss'

/**
 * A modal dialog that needs no script to open or close: buttons with commandfor/command open it,
 * the browser traps focus inside, Escape and a click on the backdrop (closedby="any") close it, and
 * focus returns to the button that opened it. `open` shows it from the start, over the page (a form
 * posted without scripts, shown again with its messages); Close closes it.
 */
export function Dialog({ id, title, open, children }: { id: string; title: string; open?: boolean; children: ReactNode }) {
  const titleId = `${id}-title`
  return (
    <dialog
      id={id}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-modal={open ? undefined : 'true'}
      closedby="any"
      open={open || undefined}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} commandfor={id} command="close">
          <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
          </svg>
          Close
        </button>
      </div>
      <div className={styles.body}>{children}</div>
    </dialog>
  )
}
