import { defineCliConfig } from 'sanity/cli'

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'offline0',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  typegen: {
    path: '../packages/sanity/src/**/*.ts',
    schema: 'schema.json',
    generates: '../packages/sanity/src/sanity.types.ts',
    overloadClientMethods: true,
  },
})
