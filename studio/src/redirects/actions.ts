import type { DocumentActionComponent } from 'sanity'
import { ADDRESSED_TYPES } from './addresses.ts'
import { keepLinksOnPublish } from './publish-action.ts'
import { offerRedirectOn } from './retire-action.tsx'

/**
 * Sanity's own document actions, wrapped so an address never just disappears: publishing a new address
 * of a page, article, category or town redirects the old one; deleting or unpublishing a page first
 * asks where its visitors should go.
 */
export function keepLinksActions(actions: DocumentActionComponent[], schemaType: string): DocumentActionComponent[] {
  if (!ADDRESSED_TYPES.has(schemaType)) return actions
  return actions.map((action) => {
    if (action.action === 'publish') return keepLinksOnPublish(action)
    if (schemaType === 'page' && (action.action === 'delete' || action.action === 'unpublish')) return offerRedirectOn(action)
    return action
  })
}
