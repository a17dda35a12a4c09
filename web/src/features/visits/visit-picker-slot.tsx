'use client'

import { lazy, Suspense, useRef } from 'react'

/** The lead a visit window is asked for: its id and the token its 201 answered. */
export type VisitRequest = { id: string; token: string }

// The picker's code is fetched only after a form was sent: a visitor who never sends one never loads it.
const VisitPicker = lazy(() => import('./visit-picker'))

/**
 * Where the visit-window picker appears, right after its lead form; nothing until its code has
 * arrived. Closed, it hands the focus back to the form's first field, not to the top of the page.
 */
export function VisitPickerSlot({ lead, onClose }: { lead: VisitRequest; onClose: () => void }) {
  const slot = useRef<HTMLDivElement>(null)
  const close = () => {
    const form = slot.current?.previousElementSibling
    onClose()
    form?.querySelector<HTMLInputElement>('input:not([tabindex="-1"])')?.focus()
  }
  return (
    <div ref={slot}>
      <Suspense fallback={null}>
        <VisitPicker lead={lead} onClose={close} />
      </Suspense>
    </div>
  )
}
