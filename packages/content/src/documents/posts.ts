import { readdir, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Seed, Schema } from '../seed-types.ts'
import { image, ref } from '../refs.ts'
import { markdownToArticleBody } from '../article-body.ts'
import { categoryId } from './categories.ts'

export const POSTS_DIR = fileURLToPath(new URL('../../posts/', import.meta.url))

const REQUIRED = [
  'title',
  'slug',
  'date',
  'category',
  'excerpt',
  'description',
  'imageAlt',
  'ctaHeading',
  'ctaText',
  'ctaLabel',
  'ctaHref',
] as const

type FrontMatter = Record<(typeof REQUIRED)[number], string> & { sharedBlock?: string; secondaryPhone?: string }

export function parseFrontMatter(source: string, file: string): { meta: FrontMatter; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'))
  if (!match) throw new Error(`${file}: missing front matter`)
  const meta: Record<string, string> = {}
  for (const line of (match[1] ?? '').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) meta[line.slice(0, colon).trim()] = line.slice(colon + 1).trim()
  }
  for (const key of REQUIRED) if (!meta[key]) throw new Error(`${file}: front matter needs "${key}"`)
  return { meta: meta as FrontMatter, body: match[2] ?? '' }
}

function articleBody(markdown: string, file: string) {
  try {
    return markdownToArticleBody(markdown)
  } catch (error) {
    throw new Error(`${file}: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export async function posts(): Promise<Seed<Schema.Post>[]> {
  const files = (await readdir(POSTS_DIR)).filter((file) => file.endsWith('.md') && file !== 'README.md').sort()
  return Promise.all(
    files.map(async (file) => {
      const { meta, body } = parseFrontMatter(await readFile(`${POSTS_DIR}${file}`, 'utf8'), file)
      if (`${meta.slug}.md` !== file) throw new Error(`${file}: slug "${meta.slug}" must match the file name`)
      return {
        _id: `post-${meta.slug}`,
        _type: 'post',
        title: meta.title,
        slug: { _type: 'slug', current: meta.slug },
        date: meta.date,
        category: ref(categoryId(meta.category)),
        excerpt: meta.excerpt,
        image: image(`blog/${meta.slug}`, meta.imageAlt),
        body: articleBody(body, file),
        cta: {
          heading: meta.ctaHeading,
          text: meta.ctaText,
          label: meta.ctaLabel,
          href: meta.ctaHref,
          secondaryPhone: meta.secondaryPhone === 'true',
        },
        showSharedBlock: meta.sharedBlock === 'true',
        seo: { _type: 'seo', description: meta.description },
      } satisfies Seed<Schema.Post>
    }),
  )
}
