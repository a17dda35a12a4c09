import type { PageData } from '@/sanity/types'
import { Sections } from '@/components/sections/sections'
import { PageJsonLd } from '@/features/seo/page-json-ld'
import { Hero } from './hero'

export function PageView({ page }: { page: PageData }) {
  return (
    <>
      <Hero hero={page.hero} />
      <Sections sections={page.sections} />
      <PageJsonLd page={page} />
    </>
  )
}
