export * from './forms.ts'
export * from './service-options.ts'
