import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { visionTool } from '@sanity/vision'
import { schemaTypes } from './src/schema-types/index.ts'
import { structure, singletonTypes, newDocumentOptions } from './src/structure.ts'
import { studioEnv } from './src/env.ts'

export default defineConfig({
  name: 'default',
  title: 'Website content',
  projectId: studioEnv.projectId,
  dataset: studioEnv.dataset,
  plugins: [structureTool({ structure }), visionTool()],
  schema: {
    types: schemaTypes,
    // Singletons have one fixed document: hide them from the "new document" menu.
    templates: (templates) => templates.filter(({ schemaType }) => !singletonTypes.has(schemaType)),
  },
  document: {
    newDocumentOptions,
    actions: (actions, { schemaType }) =>
      singletonTypes.has(schemaType)
        ? actions.filter(({ action }) => action !== 'duplicate' && action !== 'delete' && action !== 'unpublish')
        : actions,
  },
})
