import { perspectiveChangeAction, variantChangeAction } from 'next-sanity/visual-editing/server-actions'
import { VisualEditingLoader } from './visual-editing-loader'

/**
 * Click-to-edit overlays and live refresh for the Presentation tool. Rendered by the root layout in
 * draft mode only. Same wiring as next-sanity's <VisualEditing /> (its perspective and variant
 * actions keep the preview in the perspective chosen in the Studio), with the client part loaded lazily.
 */
export function DraftVisualEditing() {
  return <VisualEditingLoader onPerspectiveChange={perspectiveChangeAction} onVariantChange={variantChangeAction} />
}
