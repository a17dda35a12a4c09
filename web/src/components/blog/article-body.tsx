import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { PostQueryResult } from '@site/sanity'
import { proseClass, richTextComponents } from '@/components/ui/rich-text'
import { sheet as proseSheet } from '@/components/ui/rich-text.pcss'
import { FactBox, type Fact, type FactLabels } from './fact-box'
import { Sheet } from '@/styles/sheet'

type Body = NonNullable<PostQueryResult>['body']

/** An article's text: the site's rich text, with each fact box drawn where the editor placed it. */
export function ArticleBody({ value, labels }: { value: Body; labels: FactLabels }) {
  const base = richTextComponents(0)
  const components: PortableTextComponents = {
    ...base,
    types: {
      factBox: ({ value: block }: { value: { fact: Fact | null } }) => <FactBox fact={block.fact} labels={labels} />,
    },
  }
  return (
    <div className={proseClass}>
      <Sheet of={proseSheet} />
      <PortableText value={value} components={components} />
    </div>
  )
}
