import type { PageData } from '@/sanity/types'
import { Sections } from '@/components/sections/sections'
import { Hero } from './hero'

export function PageView({ page }: { page: PageData }) {
  return (
    <>
      <Hero hero={page.hero} />
      <Sections sections={page.sections} />
    </>
  )
}
