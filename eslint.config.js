import { readFileSync } from 'node:fs'
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import nextVitals from 'eslint-config-next/core-web-vitals'

const REACT_VERSION = JSON.parse(readFileSync(`${import.meta.dirname}/web/package.json`, 'utf8')).dependencies.react
const SITE_CODE = ['web/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}']
const OTHER_REACT_CODE = ['studio/**/*.{ts,tsx}', 'scripts/**/*.{ts,tsx,jsx}']
const NO_NEXT_LINK = {
  name: 'next/link',
  message: 'Use a plain <a>: ClientNavigation (features/navigation) navigates and prefetches every site link.',
}
const withoutNextRules = ({ plugins, rules, ...config }) => ({
  ...config,
  ...(plugins ? { plugins: Object.fromEntries(Object.entries(plugins).filter(([name]) => name !== '@next/next')) } : {}),
  ...(rules ? { rules: Object.fromEntries(Object.entries(rules).filter(([name]) => !name.startsWith('@next/next/'))) } : {}),
})

export default [
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      'studio/dist/**',
      'studio/.sanity/**',
      'packages/sanity/src/sanity.types.ts',
      'web/next-env.d.ts',
      'web/public/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // React code built into the site (the app and the workspace packages it compiles) gets Next's rules;
  // the Studio's and the scripts' React code gets the React, hooks and accessibility rules without them.
  ...nextVitals.map((config) => ({ ...config, files: SITE_CODE })),
  ...nextVitals.map((config) => ({ ...withoutNextRules(config), files: OTHER_REACT_CODE })),
  {
    // Internal links are plain <a> elements; features/navigation/client-navigation.tsx navigates them.
    files: SITE_CODE,
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': ['error', { paths: [NO_NEXT_LINK] }],
    },
  },
  {
    // One direction between layers: the app imports the packages, a package never imports the app.
    files: ['packages/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_NEXT_LINK],
          patterns: [
            { group: ['@/*'], message: 'A package does not import the site (web/src); move the code into a package or the site.' },
            { group: ['**/web/*', '**/studio/*', 'web', 'studio'], message: 'A package does not import the site or the Studio.' },
          ],
        },
      ],
    },
  },
  {
    // The site's React version, stated: "detect" resolves react from the first file linted, and
    // packages without React (lead-store, leads) would leave it unknown.
    settings: { next: { rootDir: 'web/' }, react: { version: REACT_VERSION } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
]
