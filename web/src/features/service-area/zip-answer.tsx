import type { ServiceAreaAnswer } from './zip-index'
import styles from './zip-check.pcss'

export type ZipCheckWording = { label: string; buttonLabel: string; servedText: string; townLabel: string; notServedText: string }

/**
 * The answer under the ZIP box, the same whether the island or the server (no JavaScript) drew it.
 * A served answer links to the town page with the ZIP code, which its form then carries.
 */
export function ZipAnswer({ answer, wording }: { answer: ServiceAreaAnswer; wording: ZipCheckWording }) {
  if (!answer.served) {
    return (
      <p className={`${styles.answer} ${styles.outside}`} data-served="false">
        {wording.notServedText}
      </p>
    )
  }
  return (
    <div className={`${styles.answer} ${styles.served}`} data-served="true">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18Zm-4-9 3 3 5-6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </svg>
      <p>
        <strong>{wording.servedText}</strong>{' '}
        <a href={`${answer.town.path}?zip=${answer.zip}`}>
          {wording.townLabel} {answer.town.name}
        </a>
      </p>
    </div>
  )
}
