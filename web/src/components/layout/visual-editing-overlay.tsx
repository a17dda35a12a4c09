'use client'
import { useCallback, useEffect, useState, type ComponentProps } from 'react'
import { emptyActor, useIsPresentationTool, useOptimisticActor, type EmptyActor, type MutatorActor } from '@sanity/visual-editing/react'
import { VisualEditing } from 'next-sanity/visual-editing/client-component'

type Props = ComponentProps<typeof VisualEditing> & {
  /** Called whenever a document the page shows may differ from what the page rendered. */
  onSaved: () => void
}

/** How long the Studio may take, once connected, before the overlay's document tracking counts as stalled. */
const STALLED_AFTER_MS = 20_000

/** The overlay's document tracker, once the Studio has connected and offered it. */
const connected = (actor: MutatorActor | EmptyActor): actor is MutatorActor => actor !== emptyActor

/**
 * next-sanity's overlay, and the Content Lake's own word that a document the page shows has changed.
 * The Presentation tool forwards its dataset listener's events to the overlay, which tracks the
 * documents behind the page's edit markers; a saved change to one of them (a draft or the published
 * document, from this Studio tab or any other) reaches `onSaved`. The Studio's own refresh report
 * covers only the document open beside the page.
 *
 * The overlay sets its tracking up with two requests to the Studio that it gives up after 10 s and
 * never repeats; on a busy machine the Studio answers later and the page would follow no change at
 * all. So a tracking that has not started in time starts again with a new overlay, and a tracker's
 * first snapshot, which may hold a change saved before it began, counts as a change too
 * (docs/studio-editing.md, "When the overlay's set-up times out").
 */
export default function VisualEditingOverlay(props: Props) {
  const [attempt, setAttempt] = useState(0)
  const restart = useCallback(() => setAttempt((n) => n + 1), [])
  return <TrackingOverlay key={attempt} {...props} onStalled={restart} />
}

function TrackingOverlay({ onSaved, onStalled, ...props }: Props & { onStalled: () => void }) {
  const actor = useOptimisticActor()
  const inPresentation = useIsPresentationTool() === true
  const [tracking, setTracking] = useState(false)

  useEffect(() => {
    if (!connected(actor)) return
    const revisions = new Map<string, string | undefined>()
    const changed = (id: string, revision: string | undefined) => {
      if (revisions.has(id) && revisions.get(id) === revision) return
      revisions.set(id, revision)
      onSaved()
    }
    const subscriptions = [
      actor.on('mutation', (event) => changed(event.id, event.resultRev)),
      actor.on('sync', (event) => {
        setTracking(true)
        changed(event.id, (event.document as { _rev?: string } | null | undefined)?._rev)
      }),
    ]
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
  }, [actor, onSaved])

  useEffect(() => {
    if (!inPresentation || tracking) return
    const timer = setTimeout(onStalled, STALLED_AFTER_MS)
    return () => clearTimeout(timer)
  }, [inPresentation, tracking, onStalled])

  return <VisualEditing {...props} />
}
