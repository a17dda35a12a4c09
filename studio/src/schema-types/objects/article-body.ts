import { defineArrayMember, defineType } from 'sanity'
import { BlockContentIcon } from '@sanity/icons/BlockContent'
import { richTextBlock } from './block-content.ts'

// An article's text: the rich text every page uses, plus fact boxes that show a fact written once
// (mowing heights, watering days...) where the article needs it.
export const articleBody = defineType({
  name: 'articleBody',
  title: 'Article text',
  type: 'array',
  icon: BlockContentIcon,
  of: [richTextBlock, defineArrayMember({ type: 'factBox' })],
})
