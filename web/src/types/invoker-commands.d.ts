import 'react'

// Invoker commands let a button open or close a <dialog> with no JavaScript
// (<button commandfor="id" command="show-modal">). @types/react does not list them yet.
declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- declaration merging must repeat the type parameter
  interface ButtonHTMLAttributes<T> {
    commandfor?: string | undefined
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover' | undefined
  }
}
