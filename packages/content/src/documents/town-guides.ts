import { access, readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { Seed, Schema } from '../seed-types.ts'
import { ref } from '../refs.ts'
import { markdownToPortableText } from '../markdown.ts'
import { POSTS_DIR } from './posts.ts'
import type { TownSeed } from './locations.ts'

// Each town page's own guide is a Markdown file, towns/<slug>.md (towns/README.md): what is true of
// that town alone, and the articles about its area. The shared layout around it is the same on every
// town page, so this text is what makes one town's page its own.

export const TOWNS_DIR = fileURLToPath(new URL('../../towns/', import.meta.url))

type Guide = { articles: string[]; body: string }

function parseGuide(source: string, file: string): Guide {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'))
  if (!match) throw new Error(`${file}: missing front matter`)
  const line = (match[1] ?? '').split('\n').find((entry) => entry.startsWith('articles:'))
  const articles = (line?.slice('articles:'.length) ?? '')
    .split(',')
    .map((slug) => slug.trim())
    .filter(Boolean)
  if (articles.length === 0) throw new Error(`${file}: front matter needs "articles: <slug>, <slug>"`)
  return { articles, body: match[2] ?? '' }
}

async function readGuide(slug: string): Promise<Guide> {
  const file = `${slug}.md`
  const guide = parseGuide(await readFile(`${TOWNS_DIR}${file}`, 'utf8'), file)
  for (const article of guide.articles)
    await access(`${POSTS_DIR}${article}.md`).catch(() => {
      throw new Error(`${file}: no article "${article}" in posts/`)
    })
  return guide
}

/** The towns with their guides and articles read from towns/. */
export async function withTownGuides(towns: TownSeed[]): Promise<Seed<Schema.Location>[]> {
  return Promise.all(
    towns.map(async (town) => {
      const guide = await readGuide(town.slug.current)
      return {
        ...town,
        guide: markdownToPortableText(guide.body),
        articles: guide.articles.map((slug) => ref(`post-${slug}`)),
      }
    }),
  )
}
