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
    settings: { next: { rootDir: 'web/' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
]
