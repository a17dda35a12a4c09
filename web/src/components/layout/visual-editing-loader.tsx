'use client'
import { lazy, Suspense, useCallback, useEffect, useRef, useTransition, type ComponentProps } from 'react'
import { useRouter } from 'next/navigation'
import type { VisualEditing as NextSanityVisualEditing } from 'next-sanity/visual-editing/client-component'

// Loads next-sanity's visual editing overlay only when rendered (draft mode). A static import would
// put its loader in the chunks every published page downloads.
const Overlay = lazy(() => import('./visual-editing-overlay'))

type Refresh = NonNullable<ComponentProps<typeof NextSanityVisualEditing>['refresh']>

/**
 * One refresh at a time: a refresh started while another is on its way would cancel it, and a burst of
 * them (typing) could keep the page from ever showing the edit. So a refresh asked for meanwhile runs
 * once the current one has been applied.
 */
function useCoalescedRefresh(): () => void {
  const router = useRouter()
  const [pending, startTransition] = useTransition()
  const busy = useRef(false)
  const again = useRef(false)
  const run = useCallback(() => startTransition(() => router.refresh()), [router])
  useEffect(() => {
    busy.current = pending
    if (pending || !again.current) return
    again.current = false
    run()
  }, [pending, run])
  // Stable, so a listener subscribed earlier asks with what is true when it fires.
  return useCallback(() => {
    if (busy.current) again.current = true
    else run()
  }, [run])
}

/**
 * next-sanity's own handler reloads the page only when staff press the preview's reload button; it
 * leaves edits to live queries (SanityLive), which this site does not run. So every change the Studio
 * reports (source "mutation", sent once the edit is saved) re-renders the page's server components
 * too, which read drafts uncached in draft mode.
 */
function useRefreshHandler(refresh: () => void): Refresh {
  return useCallback(
    (payload) => {
      if (payload.source === 'mutation' && payload.livePreviewEnabled) return false
      refresh()
      return new Promise((resolve) => setTimeout(resolve, 1000))
    },
    [refresh],
  )
}

/** The framed page follows every saved change to what it shows (see visual-editing-overlay.tsx). */
export function VisualEditingLoader(props: ComponentProps<typeof NextSanityVisualEditing>) {
  const refresh = useCoalescedRefresh()
  const handler = useRefreshHandler(refresh)
  return (
    <Suspense fallback={null}>
      <Overlay {...props} refresh={handler} onSaved={refresh} />
    </Suspense>
  )
}
