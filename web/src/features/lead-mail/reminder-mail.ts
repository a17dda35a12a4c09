import { visitWindowLabel, type VisitWindow } from '@site/leads'
import type { MailMessage, StoredLead } from '@site/lead-store'
import type { MailContent } from './mail-content'
import { paragraphsOf } from './mail-html'
import { fill } from './request-values'
import { visitorMessage } from './visitor-mail'
import { visitorValues } from './visitor-values'

// The reminder the visitor gets the afternoon before a confirmed visit. Fixed text from Site settings
// (Request e-mails), filled as every visitor e-mail is: the window, the service when it is one of the
// form's choices, the first name in the greeting when it looks like one; the company's phone follows,
// and the button to the visitor's own page (`manage`) to move or cancel the visit.

export function visitorReminder(lead: StoredLead, window: VisitWindow, content: MailContent, manage: string): MailMessage {
  const label = visitWindowLabel(window)
  return visitorMessage(lead, content, {
    subject: fill(content.wording.reminderSubject, visitorValues(lead, content, label, 'subject')),
    paragraphs: paragraphsOf(fill(content.wording.reminderText, visitorValues(lead, content, label, 'body'))),
    link: { href: manage, label: content.wording.manageLabel },
  })
}
