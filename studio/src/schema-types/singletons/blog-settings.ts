import { defineField, defineType } from 'sanity'
import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { knownPlaceholders } from '../validation.ts'

const text = (name: string, title: string, description?: string) =>
  defineField({ name, title, type: 'string', description, validation: (rule) => rule.required().max(80).custom(knownPlaceholders) })

export const blogSettings = defineType({
  name: 'blogSettings',
  title: 'Article page wording',
  type: 'document',
  icon: DocumentTextIcon,
  description: 'The wording every article page and blog card shares.',
  fields: [
    text('authorLabel', 'Author line', 'Shown under the title, for example "By the {company} Team".'),
    text('backLabel', 'Link back to the blog', 'The link at the top of an article that leads back to the blog.'),
    text('readMoreLabel', 'Card link text', 'For example "Read More".'),
    text('relatedHeading', 'Heading above related articles', 'The heading over the related articles at the end of an article.'),
    text('categoryHeading', 'Category page heading', 'Write {category} where the category name belongs.'),
  ],
  preview: { prepare: () => ({ title: 'Article page wording' }) },
})
