import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import nextVitals from 'eslint-config-next/core-web-vitals'

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
  ...nextVitals.map((config) => ({ ...config, files: ['web/**/*.{ts,tsx}'] })),
  {
    // Internal links are plain <a> elements; features/navigation/client-navigation.tsx navigates them.
    files: ['web/src/**/*.{ts,tsx}'],
    rules: {
      '@next/next/no-html-link-for-pages': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use a plain <a>: ClientNavigation (features/navigation) navigates and prefetches every site link.',
            },
          ],
        },
      ],
    },
  },
  {
    settings: { next: { rootDir: 'web/' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
]
