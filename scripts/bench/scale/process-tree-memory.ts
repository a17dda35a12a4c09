// The peak resident memory of a process and all its descendants (next build runs its work in child
// processes, so the parent's own maximum says little), sampled from /proc. Linux only.
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

/** The kernel's memory page size, the unit /proc/<pid>/stat counts resident memory in. */
const pageSize = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096

function processes(): { pid: number; parent: number; rssBytes: number }[] {
  const found: { pid: number; parent: number; rssBytes: number }[] = []
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8')
      // Fields after the command name, which may itself hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
      found.push({ pid: Number(name), parent: Number(fields[1]), rssBytes: Number(fields[21]) * pageSize })
    } catch {
      // The process ended while being read.
    }
  }
  return found
}

/** The summed resident memory of `root` and its descendants now. */
export function treeRssBytes(root: number): number {
  const all = processes()
  const inTree = new Set([root])
  // Parents are not always listed before their children; repeat until the tree stops growing.
  for (let grew = true; grew;) {
    grew = false
    for (const process of all) {
      if (!inTree.has(process.pid) && inTree.has(process.parent)) {
        inTree.add(process.pid)
        grew = true
      }
    }
  }
  return all.filter((process) => inTree.has(process.pid)).reduce((sum, process) => sum + process.rssBytes, 0)
}

/** Samples `root`'s tree every `everyMs` until stop() is called; stop() returns the peak seen. */
export function watchPeakMemory(root: number, everyMs = 250): { stop: () => number } {
  let peak = 0
  const timer = setInterval(() => (peak = Math.max(peak, treeRssBytes(root))), everyMs)
  return {
    stop: () => {
      clearInterval(timer)
      return peak
    },
  }
}
