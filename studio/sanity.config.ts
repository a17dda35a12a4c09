import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { presentationTool } from 'sanity/presentation'
import { visionTool } from '@sanity/vision'
import { schemaTypes } from './src/schema-types/index.ts'
import { singletonTypes, newDocumentOptions, defaultDocumentNode } from './src/structure.ts'
import { structure } from './src/orderable-lists.ts'
import { templates } from './src/templates.ts'
import { locations, mainDocuments } from './src/presentation.ts'
import { studioEnv } from './src/env.ts'
import { keepLinksActions } from './src/redirects/actions.ts'

export default defineConfig({
  name: 'default',
  title: 'Website content',
  projectId: studioEnv.projectId,
  dataset: studioEnv.dataset,
  ...(studioEnv.apiHost ? { apiHost: studioEnv.apiHost } : {}),
  plugins: [
    structureTool({ structure, defaultDocumentNode }),
    // Staff open a page, see their drafts in it and click a text to edit it. The site's draft-mode
    // routes check the one-time secret the tool stores in the project (see README "Publishing and previews").
    presentationTool({
      title: 'Preview',
      previewUrl: {
        initial: studioEnv.previewUrl,
        previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
      },
      resolve: { locations, mainDocuments },
    }),
    visionTool(),
  ],
  schema: {
    types: schemaTypes,
    templates,
  },
  document: {
    newDocumentOptions,
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action !== 'duplicate' && action !== 'delete' && action !== 'unpublish')
        : keepLinksActions(actions, schemaType),
  },
})
