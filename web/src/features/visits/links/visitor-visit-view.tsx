import { visitWindowLabel } from '@site/leads'
import { buttonClass } from '@/components/ui/button'
import { mailContent } from '@/features/lead-mail/mail-content'
import { Sheet } from '@/styles/sheet'
import type { PageState } from './visit-link-handlers'
import styles, { sheet } from './visit-pages.pcss'
import { LinkFields, WindowSelect } from './window-select'

// The visitor's page for their visit: the window and where it stands, a form to move it and one to
// cancel it, until the cut-off; past it only the phone. Every word is Site settings' (Change-your-visit
// page); of the request it shows only the window, like the visitor e-mails.

type Shown = Extract<PageState, { kind: 'shown' }>

export async function VisitorVisitView({ state, linkKey, done }: { state: Shown; linkKey: string; done: string }) {
  const content = await mailContent()
  const words = content.visitPage
  if (!words) throw new Error('Site settings > Change-your-visit page is missing from the content')
  const { lead, open, cutoffPassed } = state
  const window = lead.visitWindow
  const label = window ? visitWindowLabel(window) : ''
  const withWindow = (text: string) => text.replaceAll('{window}', label)
  const notices: Record<string, string> = {
    moved: withWindow(words.movedText),
    booked: withWindow(words.movedText),
    cancelled: words.cancelledText,
    full: words.fullText,
    'too-late': words.tooLateText,
    'network-limit': words.limitText,
    'too-many-changes': words.limitText,
  }
  const status = !window ? words.noVisitText : withWindow(lead.visitStatus === 'confirmed' ? words.confirmedText : words.requestedText)
  const others = open.filter((candidate) => candidate.id !== window?.id)
  return (
    <section className={styles.page}>
      <Sheet of={sheet} />
      <div className={`container ${styles.box}`}>
        <h1 className={styles.heading}>{words.heading}</h1>
        {notices[done] ? (
          <p className={styles.notice} role="status">
            {notices[done]}
          </p>
        ) : null}
        <p className={styles.text}>{status}</p>
        {cutoffPassed ? (
          <p className={styles.notice}>{words.tooLateText}</p>
        ) : (
          <>
            {others.length ? (
              <form className={styles.form} method="post" action="/api/visits/manage">
                <LinkFields lead={lead.id} linkKey={linkKey} action="move" />
                <WindowSelect id="move-window" label={words.moveLabel} windows={others} />
                <p className={styles.actions}>
                  <button className={buttonClass('primary')} type="submit">
                    {window ? words.moveButton : words.bookButton}
                  </button>
                </p>
              </form>
            ) : (
              <p className={styles.text}>{words.noneOpenText}</p>
            )}
            {window ? (
              <form className={styles.form} method="post" action="/api/visits/manage">
                <LinkFields lead={lead.id} linkKey={linkKey} action="cancel" />
                <p className={styles.actions}>
                  <button className={buttonClass('outline')} type="submit">
                    {words.cancelButton}
                  </button>
                </p>
              </form>
            ) : null}
          </>
        )}
      </div>
    </section>
  )
}
