'use client'

import { useEffect } from 'react'
import { track } from './tracking'

/**
 * Mounted once in the layout: reports clicks on call and e-mail links (data-track="phone_click" /
 * "email_click") with the company's number or address they point to. One delegated listener covers
 * every link, including ones rendered later.
 */
export function TrackingListener() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-track]') : null
      if (!link) return
      const kind = link.dataset.track
      const page = window.location.pathname
      if (kind === 'phone_click') track('phone_click', { phone_number: link.href.replace(/^tel:/, ''), page })
      else if (kind === 'email_click') track('email_click', { email_address: link.href.replace(/^mailto:/, '').split('?')[0], page })
    }
    document.addEventListener('click', onClick, { capture: true })
    return () => document.removeEventListener('click', onClick, { capture: true })
  }, [])
  return null
}
