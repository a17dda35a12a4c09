import { launchChecklistQuery, type ContentSource } from '@site/sanity'
import { contentChecks, serverChecks, type LaunchEnv, type LaunchItem } from '@site/sanity/launch-checklist'

// The launch checklist as text for a terminal, read from the content the site serves and from the
// web server's environment. Non-zero exit while anything is still sample or unset, so a deploy
// script can refuse to go live.

const MARK: Record<LaunchItem['status'], string> = { ready: 'ok  ', todo: 'TODO', server: '?   ' }

export async function launchCheck(source: ContentSource, env: LaunchEnv, today = new Date()): Promise<{ text: string; exitCode: number }> {
  const items = [...contentChecks(await source.fetch(launchChecklistQuery), today), ...serverChecks(env)]
  const open = items.filter((entry) => entry.status !== 'ready')
  const lines = items.flatMap((entry) => [
    `${MARK[entry.status]}  ${entry.title}`,
    `      ${entry.found}`,
    ...(entry.status === 'ready' ? [] : [`      Fix: ${entry.fix}`]),
  ])
  const where = source.kind === 'sanity' ? 'the Sanity project' : 'the embedded dataset'
  const summary = open.length
    ? `${open.length} of ${items.length} items are still sample or unset.`
    : `All ${items.length} items are set. Ready to go live.`
  return { text: [`Before you go live (content from ${where})`, '', ...lines, '', summary].join('\n'), exitCode: open.length ? 1 : 0 }
}
