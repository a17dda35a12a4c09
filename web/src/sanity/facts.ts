// Moved to packages/sanity (the Studio's search preview fills placeholders the same way).
export { factsFrom } from '@site/sanity'
