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
  description: 'The wording every article page and blog card shares, and how many cards a blog page lists.',
  fields: [
    text('authorLabel', 'Author line', 'Shown under the title, for example "By the {company} Team".'),
    text('backLabel', 'Link back to the blog', 'The link at the top of an article that leads back to the blog.'),
    text('readMoreLabel', 'Card link text', 'For example "Read More".'),
    text('relatedHeading', 'Heading above related articles', 'The heading over the related articles at the end of an article.'),
    text('categoryHeading', 'Category page heading', 'Write {category} where the category name belongs.'),
    defineField({
      name: 'postsPerPage',
      title: 'Articles per blog page',
      type: 'number',
      description:
        'How many article cards the blog and each category page list before "Older articles" leads to the next page. Pages added by a change here appear after the next site build.',
      initialValue: 25,
      validation: (rule) => rule.required().integer().min(6).max(60),
    }),
    text('newerLabel', 'Link to newer articles', 'On the second and later blog pages, for example "Newer Articles".'),
    text('olderLabel', 'Link to older articles', 'When more articles follow, for example "Older Articles".'),
    text('factSourceLabel', 'Fact box source label', 'Before the sources under a fact box, for example "Source".'),
    text('factCheckedLabel', 'Fact box date label', 'Before the month a fact box was last checked, for example "As of".'),
  ],
  preview: { prepare: () => ({ title: 'Article page wording' }) },
})
