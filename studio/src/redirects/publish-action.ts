import { useToast } from '@sanity/ui/toast'
import { useClient, type DocumentActionComponent } from 'sanity'
import { API_VERSION } from '@site/sanity/api-version'
import { isSiteDestination, normalizeRedirectPath } from '@site/sanity/redirects'
import { addressOf } from './addresses.ts'
import { describePlan, keepLinks, publishedAt } from './keep-links.ts'

/**
 * Sanity's Publish, plus: when the document being published moves to a new address (a page's path,
 * an article's, category's or town's slug), the old address is redirected to the new one once the
 * publish has gone through, and staff are told so. Links in search results and old e-mails keep working.
 */
export function keepLinksOnPublish(publish: DocumentActionComponent): DocumentActionComponent {
  const KeepLinksPublishAction: DocumentActionComponent = (props) => {
    const result = publish(props)
    const client = useClient({ apiVersion: API_VERSION })
    const toast = useToast()
    if (!result) return result
    const from = addressOf(props.published)
    const to = addressOf(props.draft)
    // An address that would lead off the site (a slug such as "..//evil.example") gets no redirect.
    if (!from || !to || normalizeRedirectPath(from) === normalizeRedirectPath(to) || !isSiteDestination(to)) return result
    return {
      ...result,
      onHandle: () => {
        result.onHandle?.()
        void (async () => {
          if (!(await publishedAt(client, props.id, to))) return
          const plan = await keepLinks(client, from, to)
          toast.push({ status: 'success', title: 'Redirect added', description: describePlan(from, to, plan), duration: 15_000 })
        })().catch((error: Error) =>
          toast.push({
            status: 'error',
            title: `${from} could not be redirected`,
            description: `Add a redirect from ${from} to ${to} by hand (${error.message}).`,
            duration: 30_000,
          }),
        )
      },
    }
  }
  KeepLinksPublishAction.action = publish.action
  KeepLinksPublishAction.displayName = 'KeepLinksPublishAction'
  return KeepLinksPublishAction
}
