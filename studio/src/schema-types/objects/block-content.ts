import { defineArrayMember, defineField, defineType } from 'sanity'
import { BlockContentIcon } from '@sanity/icons/BlockContent'

// Rich text with the structure articles and legal pages need: section headings, paragraphs,
// bullet and numbered lists, bold, italic and links. Page titles are H1 and come from the document,
// so the body starts at H2. Articles use the same paragraphs plus fact boxes (article-body.ts).
export const richTextBlock = defineArrayMember({
  type: 'block',
  styles: [
    { title: 'Paragraph', value: 'normal' },
    { title: 'Section heading', value: 'h2' },
    { title: 'Sub-heading', value: 'h3' },
  ],
  lists: [
    { title: 'Bullets', value: 'bullet' },
    { title: 'Numbered', value: 'number' },
  ],
  marks: {
    decorators: [
      { title: 'Bold', value: 'strong' },
      { title: 'Italic', value: 'em' },
    ],
    annotations: [
      defineField({
        name: 'link',
        title: 'Link',
        type: 'object',
        fields: [
          defineField({
            name: 'href',
            title: 'Address',
            type: 'string',
            description: 'A page of this site such as /pricing, or a full address.',
            validation: (rule) => rule.required(),
          }),
        ],
      }),
    ],
  },
})

export const blockContent = defineType({
  name: 'blockContent',
  title: 'Rich text',
  type: 'array',
  icon: BlockContentIcon,
  of: [richTextBlock],
})
