// The Studio's drag-and-drop lists. Kept apart from structure.ts because the plugin's entry imports
// @sanity/ui's stylesheet, which Node (tests, scripts/desk-html.ts) cannot load; only the Studio
// bundle (sanity.config.ts) imports this module.
import type { ConfigContext } from 'sanity'
import type { StructureResolver } from 'sanity/structure'
import { orderableDocumentListDeskItem } from '@sanity/orderable-document-list'
import { buildStructure, type OrderableList } from './structure.ts'

const orderableLists =
  (context: ConfigContext): OrderableList =>
  (S, { type, title, id, icon }) =>
    orderableDocumentListDeskItem({ type, title, id, S, context, ...(icon ? { icon } : {}) })

/** The desk with hand-ordered lists staff drag into place (the order the site shows). */
export const structure: StructureResolver = (S, context) => buildStructure(S, orderableLists(context))
