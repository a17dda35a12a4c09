'use client'
import { useEffect, type ComponentProps } from 'react'
import { emptyActor, useOptimisticActor, type EmptyActor, type MutatorActor } from '@sanity/visual-editing/react'
import { VisualEditing } from 'next-sanity/visual-editing/client-component'

type Props = ComponentProps<typeof VisualEditing> & {
  /** Called for every change the Content Lake reports to a document the page shows. */
  onSaved: () => void
}

/**
 * next-sanity's overlay, and the Content Lake's own word that a document the page shows has changed.
 * The Presentation tool forwards its dataset listener's events to the overlay, which tracks the
 * documents behind the page's edit markers; each saved change to one of them (a draft or the
 * published document, from this Studio tab or any other) reaches `onSaved` after it is stored, so a
 * refresh then reads it. The Studio's own refresh report covers only the document open beside the
 * page, and none for an edit typed in the first second after it opened: the preview would keep the
 * old text until the next edit.
 */
/** The overlay's document tracker, once the Studio has connected and offered it. */
const connected = (actor: MutatorActor | EmptyActor): actor is MutatorActor => actor !== emptyActor

export default function VisualEditingOverlay({ onSaved, ...props }: Props) {
  const actor = useOptimisticActor()
  useEffect(() => {
    if (!connected(actor)) return
    const subscription = actor.on('mutation', onSaved)
    return () => subscription.unsubscribe()
  }, [actor, onSaved])
  return <VisualEditing {...props} />
}
