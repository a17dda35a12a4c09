// Draws the Studio's desk structure, resolved offline from sanity.config.ts over the seed dataset, as
// one HTML page: the left-hand list, and every pane it opens with the documents it lists as the Studio
// previews them (title, subtitle, picture), their order and the "new document" templates offered.
//   node studio/scripts/desk-html.ts [--out /tmp/desk]     then screenshot /tmp/desk/desk.html
import { mkdir, writeFile } from 'node:fs/promises'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { createElement, type ComponentType } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { prepareForPreview, type Source } from 'sanity'
import { buildDataset, type DatasetDocument } from '@site/content'
import { createMemorySource } from '@site/sanity'
import { buildStructure } from '../src/structure.ts'
import { panesOf, resolveStructureTree, type Pane } from '../src/structure-tree.ts'
import { offlineSource } from '../src/testing/offline-source.ts'

const outIndex = process.argv.indexOf('--out')
const out = outIndex > 0 ? process.argv[outIndex + 1]! : '/tmp/desk'
const assetDir = fileURLToPath(new URL('../../web/public/content-assets/', import.meta.url))
const LIST_LIMIT = 7

// Initial values and the Studio's scheduler look for a browser window; a plain object is enough here.
Object.assign(globalThis, { window: globalThis })

const escape = (text: unknown) => String(text ?? '').replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`)
const icon = (component: unknown) =>
  component && (typeof component === 'function' || typeof component === 'object')
    ? renderToStaticMarkup(createElement(component as ComponentType))
    : ''

const documents = (await buildDataset()).documents
const byId = new Map(documents.map((doc) => [doc._id, doc]))
const groq = createMemorySource(documents)
const source: Source = await offlineSource(documents)
const tree = await resolveStructureTree(buildStructure, source)

/** The document with references replaced by what they point to, as the Studio resolves preview `select` paths. */
function resolved(value: unknown, depth = 2): unknown {
  if (Array.isArray(value)) return value.map((item) => resolved(item, depth))
  if (!value || typeof value !== 'object') return value
  const ref = '_ref' in value ? value._ref : undefined
  if (typeof ref === 'string') return depth > 0 ? resolved(byId.get(ref), depth - 1) : value
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, resolved(item, depth)]))
}

const isComponent = (value: unknown) => typeof value === 'function' || (!!value && typeof value === 'object' && '$$typeof' in value)

function media(value: unknown, fallback: unknown): string {
  const asset = value && typeof value === 'object' && 'asset' in value ? value.asset : undefined
  if (asset && typeof asset === 'object' && 'url' in asset && typeof asset.url === 'string')
    return `<img src="${pathToFileURL(assetDir + asset.url.split('/').pop())}" alt="">`
  return icon(isComponent(value) ? value : fallback)
}

function preview(doc: DatasetDocument): string {
  const type = source.schema.get(doc._type)
  if (!type) return ''
  const value = prepareForPreview(resolved(doc), type)
  return `<li class="doc"><span class="media">${media(value.media, type.icon)}</span>
    <span class="text"><b>${escape(value.title)}</b><small>${escape(value.subtitle)}</small></span></li>`
}

async function paneBody(pane: Pane): Promise<string> {
  if (pane.kind === 'list') {
    return `<ul>${pane.items
      .map((item) => {
        if (item.kind === 'divider') return '<li class="divider"></li>'
        // Lists of one type show that type's icon, as the Studio does.
        const typeIcon = item.pane.kind === 'list' ? undefined : source.schema.get(item.pane.schemaType)?.icon
        return `<li class="item">${icon(item.icon ?? typeIcon)}<span>${escape(item.title)}</span><i>›</i></li>`
      })
      .join('')}</ul>`
  }
  if (pane.kind === 'document') {
    return `<p class="note">Opens the one <b>${escape(source.schema.get(pane.schemaType)?.title)}</b> document (id <code>${escape(pane.documentId)}</code>). It cannot be duplicated, deleted or unpublished, and is not offered under "Create".</p>`
  }
  if (pane.kind === 'component') {
    return `<p class="note">A custom pane for <b>${escape(source.schema.get(pane.schemaType)?.title)}</b> documents.</p>`
  }
  const order = pane.ordering.map(({ field, direction }) => `${field} ${direction === 'asc' ? '↑' : '↓'}`).join(', ')
  const query = `*[${pane.filter}] | order(${pane.ordering.map(({ field, direction }) => `${field} ${direction}`).join(', ')})`
  const found = (await groq.fetch(query, { type: pane.schemaType, ...pane.params })) as DatasetDocument[]
  const more = found.length > LIST_LIMIT ? `<li class="more">+ ${found.length - LIST_LIMIT} more</li>` : ''
  const templates = pane.templates
    .map(({ templateId, parameters }) => `${escape(templateId)}${parameters ? ` (${escape(Object.values(parameters).join(', '))})` : ''}`)
    .join(', ')
  return `<ul class="docs">${found.slice(0, LIST_LIMIT).map(preview).join('')}${more}${found.length ? '' : '<li class="more">No documents yet</li>'}</ul>
    <p class="meta">Sorted by ${escape(order)}${templates ? ` · New: ${templates}` : ''}</p>`
}

const panes = panesOf(tree).filter(({ trail }) => trail.length > 0)
const cards = await Promise.all(
  panes.map(
    async ({ trail, pane }) =>
      `<section class="pane"><h2>${trail.map(escape).join(' <span>›</span> ')}</h2>${await paneBody(pane)}</section>`,
  ),
)

const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Studio desk structure</title><style>
  * { box-sizing: border-box } body { margin: 0; font: 14px/1.4 system-ui, sans-serif; color: #1f2933; background: #f3f4f6 }
  header { display: flex; gap: 24px; align-items: center; padding: 10px 18px; background: #101112; color: #fff }
  header b { font-size: 15px } header span { opacity: .65 } header span.on { opacity: 1; border-bottom: 2px solid #fff; padding-bottom: 2px }
  main { display: grid; grid-template-columns: 260px 1fr; min-height: 100vh }
  aside { background: #fff; border-right: 1px solid #e2e4e9; padding: 12px 0 } aside h1 { font-size: 15px; margin: 4px 16px 12px }
  .grid { columns: 3 330px; column-gap: 16px; padding: 16px }
  .pane { break-inside: avoid; background: #fff; border: 1px solid #e2e4e9; border-radius: 6px; margin: 0 0 16px; overflow: hidden }
  .pane h2 { margin: 0; padding: 10px 14px; font-size: 13px; border-bottom: 1px solid #eef0f3; background: #fafbfc } .pane h2 span { color: #9aa1ab }
  ul { list-style: none; margin: 0; padding: 4px 0 } li.item { display: flex; align-items: center; gap: 10px; padding: 7px 16px }
  li.item svg { width: 21px; height: 21px; flex: none } li.item i { margin-left: auto; color: #9aa1ab; font-style: normal }
  li.divider { border-top: 1px solid #e2e4e9; margin: 6px 0 }
  li.doc { display: flex; gap: 10px; align-items: center; padding: 6px 14px } .media { width: 36px; height: 36px; flex: none; border-radius: 4px; background: #eef0f3; display: grid; place-items: center; overflow: hidden }
  .media img { width: 100%; height: 100%; object-fit: cover } .media svg { width: 22px; height: 22px }
  .text { display: flex; flex-direction: column; min-width: 0 } .text b { font-weight: 600; white-space: nowrap; overflow: hidden; text-overflow: ellipsis }
  .text small { color: #5f6774; white-space: nowrap; overflow: hidden; text-overflow: ellipsis } li.more { padding: 6px 14px; color: #5f6774 }
  .meta, .note { margin: 0; padding: 8px 14px 12px; color: #5f6774; font-size: 12px } code { font-size: 12px }
</style></head><body>
<header><b>Website content</b><span class="on">Structure</span><span>Preview</span><span>Vision</span></header>
<main><aside><h1>${escape(tree.kind === 'list' ? tree.title : '')}</h1>${await paneBody(tree)}</aside><div class="grid">${cards.join('')}</div></main>
</body></html>`

await mkdir(out, { recursive: true })
await writeFile(`${out}/desk.html`, html)
console.log(`${out}/desk.html: ${panes.length} panes`)
process.exit(0)
