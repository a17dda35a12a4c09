// The desk structure resolved offline into a plain tree: every pane staff can open from the left-hand
// list, with what each one lists (filter, order, "new" templates) or which fixed document it opens.
// Tests check it; scripts/desk-html.ts draws it for a screenshot.
import type { ComponentType } from 'react'
import type { SortOrderingItem, Source } from 'sanity'
import { createStructureBuilder, type StructureBuilder } from 'sanity/structure'

export type TemplateRef = { templateId: string; parameters?: Record<string, unknown> }

export type TreeNode =
  | { kind: 'divider' }
  | {
      kind: 'item'
      id: string
      title: string
      icon?: ComponentType
      pane: Pane
    }

export type Pane =
  | { kind: 'list'; title: string; items: TreeNode[] }
  | {
      kind: 'documentList'
      title: string
      schemaType: string
      filter: string
      params: Record<string, unknown>
      ordering: SortOrderingItem[]
      templates: TemplateRef[]
    }
  | { kind: 'document'; title: string; schemaType: string; documentId: string }
  // A custom pane, such as the plugin's drag-and-drop list: what it shows is up to its React component.
  | { kind: 'component'; title: string; schemaType: string }

type Serialized = Record<string, unknown>
type Serializable = { serialize: (options: { path: string[] }) => object }

/** A serialized structure node's own fields (they are plain objects). */
const fieldsOf = (node: unknown): Serialized => (node && typeof node === 'object' ? Object.fromEntries(Object.entries(node)) : {})

const isSerializable = (value: unknown): value is Serializable =>
  !!value && typeof value === 'object' && 'serialize' in value && typeof value.serialize === 'function'

async function resolveChild(child: unknown, id: string, parent: Serialized, path: string[]): Promise<Serialized> {
  const value: unknown = typeof child === 'function' ? await child(id, { parent, index: 0, splitIndex: 0, path, params: {} }) : child
  return fieldsOf(isSerializable(value) ? value.serialize({ path }) : value)
}

function orderingItem(value: unknown): SortOrderingItem {
  const { field, direction } = fieldsOf(value)
  return { field: String(field), direction: direction === 'desc' ? 'desc' : 'asc' }
}

function templateRef(value: unknown): TemplateRef {
  const { templateId, parameters } = fieldsOf(value)
  return { templateId: String(templateId), ...(parameters ? { parameters: fieldsOf(parameters) } : {}) }
}

async function toPane(node: Serialized, path: string[]): Promise<Pane> {
  const options = fieldsOf(node.options)
  const title = String(node.title ?? '')
  if (node.type === 'documentList') {
    return {
      kind: 'documentList',
      title,
      schemaType: String(node.schemaTypeName ?? ''),
      filter: String(options.filter ?? ''),
      params: fieldsOf(options.params),
      ordering: Array.isArray(options.defaultOrdering) ? options.defaultOrdering.map(orderingItem) : [],
      templates: Array.isArray(node.initialValueTemplates) ? node.initialValueTemplates.map(templateRef) : [],
    }
  }
  if (node.type === 'document') {
    return { kind: 'document', title, schemaType: String(options.type ?? ''), documentId: String(options.id ?? '') }
  }
  if (node.type === 'component') {
    return { kind: 'component', title, schemaType: String(options.type ?? node.schemaTypeName ?? '') }
  }
  const items: TreeNode[] = []
  for (const item of Array.isArray(node.items) ? node.items.map(fieldsOf) : []) {
    if (item.type === 'divider') {
      items.push({ kind: 'divider' })
      continue
    }
    const id = String(item.id)
    const child = await resolveChild(item.child, id, node, [...path, id])
    items.push({
      kind: 'item',
      id,
      title: String(item.title ?? ''),
      // Icons are React components: functions, or objects from forwardRef/memo.
      ...(item.icon && (typeof item.icon === 'function' || typeof item.icon === 'object') ? { icon: item.icon as ComponentType } : {}),
      pane: await toPane(child, [...path, id]),
    })
  }
  return { kind: 'list', title, items }
}

export function structureBuilderFor(source: Source): StructureBuilder {
  return createStructureBuilder({ source, perspectiveStack: ['drafts'] })
}

export async function resolveStructureTree(build: (S: StructureBuilder) => Serializable, source: Source): Promise<Pane> {
  return toPane(fieldsOf(build(structureBuilderFor(source)).serialize({ path: [] })), [])
}

/** Every pane in the tree with the titles that lead to it, depth first. */
export function panesOf(pane: Pane, trail: string[] = []): { trail: string[]; pane: Pane }[] {
  const found = [{ trail, pane }]
  if (pane.kind === 'list') {
    for (const item of pane.items) if (item.kind === 'item') found.push(...panesOf(item.pane, [...trail, item.title]))
  }
  return found
}
