import { visitWindowLabel } from '@site/leads'
import { buttonClass } from '@/components/ui/button'
import { telHref } from '@/components/ui/phone-link'
import { fullAddress, fullName } from '@/features/lead-mail/request-values'
import { Sheet } from '@/styles/sheet'
import type { PageState } from './visit-link-handlers'
import styles, { sheet } from './visit-pages.pcss'
import { LinkFields, WindowSelect } from './window-select'

// The office's page for one visit request: the request as the office e-mail shows it, and a form per
// decision. Staff-facing words, like the office e-mails' labels; each form posts to /api/visits/office,
// which answers with a 303 back here naming what was done.

const DONE: Record<string, string> = {
  confirmed: 'Confirmed. The visitor is being e-mailed the confirmed time with an updated calendar entry.',
  declined: "Declined. The window's place is free again, and the visitor is being e-mailed a link to pick another time.",
  offered: 'Offered. The new window is held for the visitor, who is being e-mailed it with a link to change or cancel it.',
  unchanged: 'Already done: nothing was changed and no e-mail was sent again.',
  'no-booking': 'This request holds no visit window now (the visitor cancelled it, or it was declined).',
  full: 'That window has no place left now. Please pick another.',
}

type Shown = Extract<PageState, { kind: 'shown' }>

export function OfficeVisitView({ state, linkKey, done }: { state: Shown; linkKey: string; done: string }) {
  const { lead, open } = state
  const window = lead.visitWindow
  const others = open.filter((candidate) => candidate.id !== window?.id)
  const consent = [
    `Contact consent: ${lead.consent.given ? 'given' : 'not given'} (version ${lead.consent.version})`,
    `Marketing texts: ${lead.smsConsent?.given ? 'ticked' : 'not ticked'}`,
    ...(lead.optOut ? [`Opted out of ${lead.optOut.channels.join(' and ')}: do not contact them that way`] : []),
  ]
  return (
    <section className={styles.page}>
      <Sheet of={sheet} />
      <div className={`container ${styles.box}`}>
        <h1 className={styles.heading}>Visit request</h1>
        {DONE[done] ? (
          <p className={styles.notice} role="status">
            {DONE[done]}
          </p>
        ) : null}
        <dl className={styles.facts}>
          <dt>Name</dt>
          <dd>{fullName(lead)}</dd>
          <dt>Phone</dt>
          <dd>{lead.phone ? <a href={telHref(lead.phone)}>{lead.phone}</a> : 'not asked on this form'}</dd>
          <dt>Address</dt>
          <dd>{fullAddress(lead) || 'not given'}</dd>
          <dt>Service</dt>
          <dd>{lead.service || 'none chosen'}</dd>
          <dt>Window</dt>
          <dd>
            {window
              ? `${visitWindowLabel(window)} (Jacksonville time): ${lead.visitStatus === 'confirmed' ? 'confirmed' : 'requested, not yet confirmed'}`
              : 'none (cancelled or declined)'}
          </dd>
          <dt>Consent</dt>
          <dd>
            {consent.map((line) => (
              <span key={line}>
                {line}
                <br />
              </span>
            ))}
          </dd>
        </dl>
        {window && lead.visitStatus !== 'confirmed' ? (
          <form className={styles.form} method="post" action="/api/visits/office">
            <LinkFields lead={lead.id} linkKey={linkKey} action="confirm" />
            <p className={styles.actions}>
              <button className={buttonClass('primary')} type="submit">
                Confirm this window
              </button>
            </p>
          </form>
        ) : null}
        {window ? (
          <form className={styles.form} method="post" action="/api/visits/office">
            <LinkFields lead={lead.id} linkKey={linkKey} action="decline" />
            <p className={styles.text}>Cannot come then? The visitor is asked to pick another time.</p>
            <p className={styles.actions}>
              <button className={buttonClass('outline')} type="submit">
                Decline this window
              </button>
            </p>
          </form>
        ) : null}
        {others.length ? (
          <form className={styles.form} method="post" action="/api/visits/office">
            <LinkFields lead={lead.id} linkKey={linkKey} action="offer" />
            <WindowSelect id="offer-window" label="Offer another window (held and confirmed for the visitor)" windows={others} />
            <p className={styles.actions}>
              <button className={buttonClass('outline')} type="submit">
                Offer this window
              </button>
            </p>
          </form>
        ) : null}
      </div>
    </section>
  )
}
