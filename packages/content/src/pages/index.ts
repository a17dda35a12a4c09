import type { Seed, Schema } from '../seed-types.ts'
import { blogPage } from './blog.ts'
import { homePage } from './home.ts'

export const pages: Seed<Schema.Page>[] = [homePage, blogPage]
