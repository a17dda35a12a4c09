import { defineField, defineType } from 'sanity'
import { SearchIcon } from '@sanity/icons/Search'

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  icon: SearchIcon,
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Title in search results',
      type: 'string',
      description: 'Overrides the page title in Google and browser tabs. Best kept under 60 characters.',
      validation: (rule) => rule.max(70).warning('Search engines cut titles longer than about 60 characters.'),
    }),
    defineField({
      name: 'description',
      title: 'Description in search results',
      type: 'text',
      rows: 3,
      description: 'The summary shown under the title in Google. Aim for 120 to 160 characters.',
      validation: (rule) => rule.max(200).warning('Search engines cut descriptions longer than about 160 characters.'),
    }),
    defineField({
      name: 'image',
      title: 'Sharing image',
      type: 'imageWithAlt',
      description: 'Shown when the page is shared on Facebook, X or in a text message. Leave empty for the automatic image.',
    }),
    defineField({
      name: 'noIndex',
      title: 'Hide from search engines',
      type: 'boolean',
      description: 'Turn on only for pages that should not appear in Google.',
      initialValue: false,
    }),
  ],
})
