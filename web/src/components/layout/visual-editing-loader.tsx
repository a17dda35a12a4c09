'use client'
import { lazy, Suspense, useCallback, type ComponentProps } from 'react'
import { useRouter } from 'next/navigation'
import type { VisualEditing as NextSanityVisualEditing } from 'next-sanity/visual-editing/client-component'

// Loads next-sanity's visual editing overlay only when rendered (draft mode). A static import would
// put its loader in the chunks every published page downloads.
const Overlay = lazy(() => import('next-sanity/visual-editing/client-component').then((module) => ({ default: module.VisualEditing })))

type Refresh = NonNullable<ComponentProps<typeof NextSanityVisualEditing>['refresh']>

/**
 * next-sanity's own handler reloads the page only when staff press the preview's reload button; it
 * leaves edits to live queries (SanityLive), which this site does not run. So every change staff make
 * in the Studio (source "mutation") re-renders the page's server components too, which read drafts
 * uncached in draft mode: the framed page follows the typing within a second or two.
 */
function useRefresh(): Refresh {
  const router = useRouter()
  return useCallback(
    (payload) => {
      if (payload.source === 'mutation' && payload.livePreviewEnabled) return false
      router.refresh()
      return new Promise((resolve) => setTimeout(resolve, 1000))
    },
    [router],
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
