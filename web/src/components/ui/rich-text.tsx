import { PortableText, type PortableTextComponents } from '@portabletext/react'
import type { BlockContent } from '@site/sanity'
import type { ReactNode } from 'react'
import styles, { sheet } from './rich-text.pcss'
import { Sheet } from '@/styles/sheet'

function heading(Tag: 'h2' | 'h3' | 'h4') {
  return function Heading({ children }: { children?: ReactNode }) {
    return <Tag>{children}</Tag>
  }
}

/** Headings and links as every rich text shows them; articles add their fact boxes (blog/article-body). */
export function richTextComponents(offset: 0 | 1): PortableTextComponents {
  return {
    block: {
      h2: heading(offset ? 'h3' : 'h2'),
      h3: heading(offset ? 'h4' : 'h3'),
    },
    marks: {
      // A link to one of the site's pages is navigated client-side by ClientNavigation (features/navigation).
      link: ({ value, children }) => <a href={typeof value?.href === 'string' ? value.href : '#'}>{children}</a>,
    },
  }
}

/**
 * Portable Text from the `blockContent` type. Under a section heading (an h2) the body's own
 * headings shift one level down, so the outline never skips or repeats a level.
 */
export const proseClass = styles.prose

export function RichText({ value, underHeading = false, className }: { value: BlockContent; underHeading?: boolean; className?: string }) {
  return (
    <div className={`${styles.prose} ${className ?? ''}`}>
      <Sheet of={sheet} />
      <PortableText value={value} components={richTextComponents(underHeading ? 1 : 0)} />
    </div>
  )
}
