import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { GoogleTagManager } from './google-tag-manager'

describe('Google Tag Manager', () => {
  it('loads nothing without a container id', () => {
    expect(renderToStaticMarkup(<GoogleTagManager containerId={null} />)).toBe('')
    expect(renderToStaticMarkup(<GoogleTagManager containerId="" />)).toBe('')
  })

  it('loads the container named in site settings', () => {
    const html = renderToStaticMarkup(<GoogleTagManager containerId="GTM-AB12CD3" />)
    expect(html).toContain('googletagmanager.com/gtm.js')
    expect(html).toContain("'dataLayer','GTM-AB12CD3'")
    expect(html).toContain('ns.html?id=GTM-AB12CD3')
  })

  it('writes nothing into a script that is not a container id', () => {
    expect(renderToStaticMarkup(<GoogleTagManager containerId="GTM-1');alert(1);('" />)).toBe('')
  })
})
