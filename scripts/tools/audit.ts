// pnpm audit:prod: `pnpm audit --prod`, and when the advisory database cannot be reached (a network
// that lets only package downloads through answers its endpoint with 405), an offline fallback:
// every production package version is checked against the advisories in known-advisories.ts. The fallback
// is only as complete as that list; it says so, and the online audit stays the real check.
import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { KNOWN, affects } from './known-advisories.ts'

const root = fileURLToPath(new URL('../../', import.meta.url))
const pnpm = (...args: string[]) => spawnSync('pnpm', args, { cwd: root, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })

const online = pnpm('audit', '--prod', '--json')
let report: { metadata?: { vulnerabilities?: Record<string, number> }; error?: { code?: string; message?: string } } | null = null
try {
  report = JSON.parse(online.stdout)
} catch {
  report = null
}
if (report?.metadata?.vulnerabilities) {
  const counts = report.metadata.vulnerabilities
  console.log(
    `pnpm audit --prod: ${Object.entries(counts)
      .map(([level, n]) => `${level} ${n}`)
      .join(', ')}`,
  )
  process.exitCode = (counts.high ?? 0) + (counts.critical ?? 0) > 0 ? 1 : 0
} else {
  const reason = report?.error?.message ?? (`${online.stdout}${online.stderr}`.trim().split('\n').find(Boolean) || `exit ${online.status}`)
  console.log(`pnpm audit --prod could not reach the advisory database: ${reason}`)
  type Node = { version?: string; dependencies?: Record<string, Node> }
  const projects = JSON.parse(pnpm('list', '--prod', '--recursive', '--depth', 'Infinity', '--json').stdout) as Node[]
  const versions = new Map<string, Set<string>>()
  const walk = (deps: Record<string, Node> | undefined) => {
    for (const [name, node] of Object.entries(deps ?? {})) {
      if (!node.version || versions.get(name)?.has(node.version)) continue
      versions.set(name, (versions.get(name) ?? new Set()).add(node.version))
      walk(node.dependencies)
    }
  }
  for (const project of projects) walk(project.dependencies)
  const total = [...versions.values()].reduce((sum, set) => sum + set.size, 0)
  const hits = KNOWN.flatMap((advisory) =>
    [...(versions.get(advisory.name) ?? [])].filter((version) => affects(advisory, version)).map((version) => ({ ...advisory, version })),
  )
  console.log(`Offline check: ${versions.size} production packages (${total} versions) against ${KNOWN.length} known advisories.`)
  for (const hit of hits) console.log(`  ${hit.severity.toUpperCase()} ${hit.name}@${hit.version}: ${hit.id} ${hit.summary}`)
  console.log(
    hits.length
      ? `${hits.length} affected.`
      : 'None of them is affected. (Partial: only the advisories listed in scripts/tools/known-advisories.ts.)',
  )
  const watched = ['next', 'react', 'react-dom', 'pg', 'zod', 'sharp', 'next-sanity', '@sanity/client', 'react-hook-form']
  console.log(`Versions: ${watched.map((name) => `${name} ${[...(versions.get(name) ?? ['-'])].join('/')}`).join(', ')}`)
  process.exitCode = hits.some((hit) => hit.severity === 'high' || hit.severity === 'critical') ? 1 : 0
}
