'use client'
import { lazy, Suspense, useCallback, useEffect, useRef, useTransition, type ComponentProps } from 'react'
import { useRouter } from 'next/navigation'
import type { VisualEditing as NextSanityVisualEditing } from 'next-sanity/visual-editing/client-component'

// Loads next-sanity's visual editing overlay only when rendered (draft mode). A static import would
// put its loader in the chunks every published page downloads.
const Overlay = lazy(() => import('next-sanity/visual-editing/client-component').then((module) => ({ default: module.VisualEditing })))

type Refresh = NonNullable<ComponentProps<typeof NextSanityVisualEditing>['refresh']>

/**
 * The Studio reports an edit as staff type it, but saves it to the Content Lake a moment later (it
 * batches keystrokes), so a refresh at the report alone can read the draft before the edit: one more
 * refresh follows the last edit of a burst by this long.
 */
const AFTER_SAVE_MS = 2500

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
  // Stable, so a timer set earlier asks with what is true when it fires.
  return useCallback(() => {
    if (busy.current) again.current = true
    else run()
  }, [run])
}

/**
 * next-sanity's own handler reloads the page only when staff press the preview's reload button; it
 * leaves edits to live queries (SanityLive), which this site does not run. So every change staff make
 * in the Studio (source "mutation") re-renders the page's server components too, which read drafts
 * uncached in draft mode: the framed page follows the typing within a few seconds.
 */
function useRefresh(): Refresh {
  const refresh = useCoalescedRefresh()
  const trailing = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(trailing.current), [])
  return useCallback(
    (payload) => {
      if (payload.source === 'mutation' && payload.livePreviewEnabled) return false
      refresh()
      if (payload.source === 'mutation') {
        clearTimeout(trailing.current)
        trailing.current = setTimeout(refresh, AFTER_SAVE_MS)
      }
      return new Promise((resolve) => setTimeout(resolve, 1000))
    },
    [refresh],
  )
}

export function VisualEditingLoader(props: ComponentProps<typeof NextSanityVisualEditing>) {
  const refresh = useRefresh()
  return (
    <Suspense fallback={null}>
      <Overlay refresh={refresh} {...props} />
    </Suspense>
  )
}
