'use client'
import { lazy, Suspense, type ComponentProps } from 'react'
import type { VisualEditing as NextSanityVisualEditing } from 'next-sanity/visual-editing/client-component'

// Loads next-sanity's visual editing overlay only when rendered (draft mode). A static import would
// put its loader in the chunks every published page downloads.
const Overlay = lazy(() => import('next-sanity/visual-editing/client-component').then((module) => ({ default: module.VisualEditing })))

export function VisualEditingLoader(props: ComponentProps<typeof NextSanityVisualEditing>) {
  return (
    <Suspense fallback={null}>
      <Overlay {...props} />
    </Suspense>
  )
}
