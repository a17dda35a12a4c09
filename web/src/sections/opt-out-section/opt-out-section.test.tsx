import { describe, expect, it } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { renderSection, startTags, visibleText } from '../shared/render-section'

const section: SectionOf<'optOutSection'> = {
  _key: 'opt-out',
  _type: 'optOutSection',
  heading: 'Stop texts or e-mails',
  intro: 'Enter the e-mail or phone you gave us, such as jane@example.com or 904-555-0123.',
  emailLabel: 'Your e-mail',
  phoneLabel: 'Your mobile number',
  channelsLabel: 'What should we stop?',
  textsLabel: 'Text messages',
  emailsLabel: 'E-mails',
  bothLabel: 'Both',
  buttonLabel: 'Unsubscribe me',
  successMessage: 'Done. You will not hear from us on those channels.',
}

describe('opt-out section', () => {
  it("shows the editor's labels for the fields, the three choices (both by default) and the button", async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain(
      'Stop texts or e-mails Enter the e-mail or phone you gave us, such as jane@example.com or 904-555-0123. ' +
        'Your e-mail Your mobile number What should we stop? Text messages E-mails Both',
    )
    expect(text).toContain('Unsubscribe me')
    expect(text).not.toContain('You will not hear from us')
    const radios = startTags(html, 'input').filter((input) => input.includes('type="radio"'))
    expect(radios).toHaveLength(3)
    expect(radios.filter((radio) => radio.includes('checked'))).toEqual([expect.stringContaining('value="both"')])
    expect(startTags(html, 'input').find((input) => input.includes('id="opt-out-phone"'))).toContain('type="tel"')
  })

  it('leaves the intro out when the editor does', async () => {
    const text = visibleText(await renderSection({ ...section, intro: null }))
    expect(text.startsWith('Stop texts or e-mails Your e-mail')).toBe(true)
  })
})
