// "Before you go live": what the site still shows from the demo (invented reviews, illustrated cards,
// 555 numbers, example.com, placeholder social links) or has not set up, each with where to fix it.
// The same checks as `pnpm launch-check` (packages/sanity/launch-checklist.ts), on published content.
import { useCallback, useEffect, useState, type CSSProperties } from 'react'
import { useClient } from 'sanity'
import { API_VERSION } from '@site/sanity/api-version'
import { launchChecklistQuery } from '@site/sanity/queries'
import { contentChecks, serverChecks, type LaunchItem, type LaunchStatus } from '@site/sanity/launch-checklist'

const styles: Record<string, CSSProperties> = {
  page: { padding: 24, maxWidth: 760, fontFamily: 'arial, sans-serif', display: 'grid', gap: 16 },
  title: { fontSize: 22, margin: 0 },
  summary: { fontSize: 15, margin: 0 },
  list: { listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 10 },
  item: { display: 'grid', gap: 4, padding: '12px 14px', borderRadius: 8, border: '1px solid #dadce0', background: '#fff' },
  head: { display: 'flex', gap: 10, alignItems: 'baseline', fontSize: 15, fontWeight: 600, margin: 0 },
  found: { fontSize: 14, color: '#3c4043', margin: 0, overflowWrap: 'anywhere' },
  fix: { fontSize: 14, color: '#202124', margin: 0 },
  note: { fontSize: 13, color: '#5f6368', margin: 0 },
  button: { justifySelf: 'start', padding: '6px 12px', fontSize: 14, cursor: 'pointer' },
}

const BADGE: Record<LaunchStatus, { label: string; style: CSSProperties }> = {
  todo: { label: 'To do', style: { background: '#fce8e6', color: '#a50e0e' } },
  ready: { label: 'Done', style: { background: '#e6f4ea', color: '#137333' } },
  server: { label: 'Check on the server', style: { background: '#fef7e0', color: '#7a4f01' } },
}

function Item({ item }: { item: LaunchItem }) {
  const badge = BADGE[item.status]
  return (
    <li style={styles.item} data-status={item.status}>
      <p style={styles.head}>
        <span style={{ ...badge.style, fontSize: 12, padding: '2px 8px', borderRadius: 10 }}>{badge.label}</span>
        {item.title}
      </p>
      <p style={styles.found}>{item.found}</p>
      {item.status !== 'ready' && <p style={styles.fix}>Where to fix it: {item.fix}</p>}
    </li>
  )
}

export function LaunchChecklist() {
  const client = useClient({ apiVersion: API_VERSION })
  const [items, setItems] = useState<LaunchItem[] | 'failed' | null>(null)
  const load = useCallback(() => {
    // Published content only: a draft that fixes an item is not live until it is published.
    client.fetch(launchChecklistQuery, {}, { perspective: 'published' }).then(
      (content) => setItems([...contentChecks(content), ...serverChecks(null)]),
      () => setItems('failed'),
    )
  }, [client])
  useEffect(load, [load])

  if (items === null) return <p style={{ ...styles.note, padding: 24 }}>Reading the published content…</p>
  if (items === 'failed')
    return <p style={{ ...styles.note, padding: 24 }}>Could not read the content. Check the connection and try again.</p>
  const todo = items.filter((item) => item.status === 'todo').length
  const server = items.filter((item) => item.status === 'server').length
  return (
    <div style={styles.page} data-testid="launch-checklist">
      <h2 style={styles.title}>Before you go live</h2>
      <p style={styles.summary} role="status">
        {todo ? `${todo} things in the content are still sample or unset.` : 'Nothing in the content is sample or unset.'} {server} settings
        of the web server are checked by running pnpm launch-check where the site runs.
      </p>
      <ul style={styles.list}>
        {items.map((item) => (
          <Item key={item.title} item={item} />
        ))}
      </ul>
      <button type="button" style={styles.button} onClick={load}>
        Check again
      </button>
    </div>
  )
}
