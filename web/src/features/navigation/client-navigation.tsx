'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'
import { isPlainClick, prefetchPath, sitePath } from './internal-link'

function linkOf(event: Event): HTMLAnchorElement | null {
  const link = (event.target as Element).closest?.('a[href]')
  return link instanceof HTMLAnchorElement ? link : null
}

/**
 * Mounted once in the layout: the site's links are plain `<a>` elements, and this one delegated
 * listener gives every link to another page of the site Next's client-side navigation, as next/link
 * would, without a client component per link (about 100 on a page, each hydrated on load) or
 * next/link's code (docs/decisions.md, "Links"). A page is prefetched when the visitor points at a link to it (a
 * mouse hovering, a finger touching down) or tabs to it, so the click that follows finds it ready,
 * rather than every link that comes on screen being fetched on every page view. Without JavaScript,
 * or before it runs, the links are ordinary links.
 */
export function ClientNavigation() {
  const router = useRouter()
  useEffect(() => {
    let prefetched: string | null = null
    const onIntent = (event: Event) => {
      const link = linkOf(event)
      const path = link && prefetchPath(link, location)
      if (!path || path === prefetched) return
      prefetched = path
      router.prefetch(path)
    }
    const onClick = (event: MouseEvent) => {
      // A component that handled the click itself, or a click meant for a new tab, is left alone.
      if (event.defaultPrevented || !isPlainClick(event)) return
      const link = linkOf(event)
      const path = link && sitePath(link, location)
      if (!path) return
      event.preventDefault()
      router.push(path)
    }
    document.addEventListener('pointerover', onIntent, { passive: true })
    document.addEventListener('focusin', onIntent)
    document.addEventListener('click', onClick)
    return () => {
      document.removeEventListener('pointerover', onIntent)
      document.removeEventListener('focusin', onIntent)
      document.removeEventListener('click', onClick)
    }
  }, [router])
  return null
}
