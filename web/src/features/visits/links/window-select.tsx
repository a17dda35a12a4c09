import { visitWindowLabel, type VisitWindow } from '@site/leads'
import styles from './visit-pages.pcss'

/** A labelled select of open windows, the first chosen: a plain form control, usable with the keyboard. */
export function WindowSelect({ id, label, windows }: { id: string; label: string; windows: readonly VisitWindow[] }) {
  return (
    <>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <select className={styles.select} id={id} name="window" required>
        {windows.map((window) => (
          <option key={window.id} value={window.id}>
            {visitWindowLabel(window)}
          </option>
        ))}
      </select>
    </>
  )
}

/** The hidden fields every form on the two pages posts: whose request, and the link's key. */
export function LinkFields({ lead, linkKey, action }: { lead: string; linkKey: string; action: string }) {
  return (
    <>
      <input type="hidden" name="lead" value={lead} />
      <input type="hidden" name="k" value={linkKey} />
      <input type="hidden" name="action" value={action} />
    </>
  )
}
