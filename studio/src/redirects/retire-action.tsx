import { useEffect, useState } from 'react'
import { Button, Flex, Select, Stack, Text } from '@sanity/ui'
import { useToast } from '@sanity/ui/toast'
import { firstValueFrom, filter, timeout } from 'rxjs'
import { useClient, useDocumentStore, type DocumentActionComponent, type SanityClient } from 'sanity'
import { API_VERSION } from '@site/sanity/api-version'
import { addressOf } from './addresses.ts'
import { describePlan, keepLinks } from './keep-links.ts'

type Page = { _id: string; title?: string; path: string }

function RedirectChooser(props: {
  client: SanityClient
  address: string
  id: string
  verb: string
  onChoose: (to: string | null) => void
}) {
  const { client, address, id, verb, onChoose } = props
  const [pages, setPages] = useState<Page[]>([])
  const [to, setTo] = useState('')
  useEffect(() => {
    void client
      .fetch<Page[]>(
        '*[_type == "page" && defined(path) && _id != $id] | order(path asc) { _id, title, path }',
        { id },
        { perspective: 'published' },
      )
      .then(setPages)
  }, [client, id])
  return (
    <Stack gap={4} padding={4}>
      <Text>Links to {address} in search results, old e-mails and other sites will stop working. Send those visitors to another page?</Text>
      <Select aria-label="Send visitors to" value={to} onChange={(event) => setTo(event.currentTarget.value)}>
        <option value="">Choose a page…</option>
        {pages.map((page) => (
          <option key={page._id} value={page.path}>
            {page.title ? `${page.title} (${page.path})` : page.path}
          </option>
        ))}
      </Select>
      <Flex gap={2} justify="flex-end">
        <Button mode="ghost" text={`${verb} without a redirect`} onClick={() => onChoose(null)} />
        <Button tone="primary" disabled={!to} text={`Redirect and ${verb.toLowerCase()}`} onClick={() => onChoose(to)} />
      </Flex>
    </Stack>
  )
}

/**
 * Sanity's Delete or Unpublish for a page, preceded by a question: where should visitors of its
 * address go instead? The redirect is written once the page is really gone (staff may still cancel
 * Sanity's own confirmation that follows).
 */
export function offerRedirectOn(retire: DocumentActionComponent): DocumentActionComponent {
  const op = retire.action === 'delete' ? 'delete' : 'unpublish'
  const verb = op === 'delete' ? 'Delete' : 'Unpublish'
  const OfferRedirectAction: DocumentActionComponent = (props) => {
    const result = retire(props)
    const client = useClient({ apiVersion: API_VERSION })
    const documentStore = useDocumentStore()
    const toast = useToast()
    const [asking, setAsking] = useState(false)
    const address = addressOf(props.published)
    if (!result || result.disabled || !address) return result
    if (!asking) return { ...result, onHandle: () => setAsking(true) }
    const choose = (to: string | null) => {
      setAsking(false)
      if (to) {
        // Not tied to this component: a deleted page's pane, and this action with it, closes.
        void firstValueFrom(
          documentStore.pair.operationEvents(props.id, props.type).pipe(
            filter((event) => event.op === op),
            timeout({ first: 5 * 60_000 }),
          ),
        )
          .then(async (event) => {
            if (event.type !== 'success') return
            const plan = await keepLinks(client, address, to)
            toast.push({ status: 'success', title: 'Redirect added', description: describePlan(address, to, plan), duration: 15_000 })
          })
          .catch(() => undefined)
      }
      result.onHandle?.()
    }
    return {
      ...result,
      dialog: {
        type: 'dialog',
        header: `Keep links to ${address} working`,
        onClose: () => setAsking(false),
        content: <RedirectChooser client={client} address={address} id={props.id} verb={verb} onChoose={choose} />,
      },
    }
  }
  OfferRedirectAction.action = retire.action
  OfferRedirectAction.displayName = `OfferRedirect${verb}Action`
  return OfferRedirectAction
}
