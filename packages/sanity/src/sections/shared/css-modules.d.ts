// Next declares CSS modules for the site's own type check; this package's check needs the same.
declare module '*.module.css' {
  const classes: { readonly [key: string]: string }
  export default classes
}
