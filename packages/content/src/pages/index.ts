import type { Seed, Schema } from '../seed-types.ts'
import { aerationPage } from './aeration.ts'
import { blogPage } from './blog.ts'
import { antControlPage } from './ant-control.ts'
import { homePage } from './home.ts'
import { lawnProgramsPage } from './lawn-programs.ts'
import { antsPage } from './pest-ants.ts'
import { pestControlPage } from './pest-control.ts'
import { mosquitosPage } from './pest-mosquitos.ts'
import { roachesPage } from './pest-roaches.ts'
import { spidersPage } from './pest-spiders.ts'
import { waspsPage } from './pest-wasps.ts'
import { treeShrubPage } from './tree-shrub.ts'

export const pages: Seed<Schema.Page>[] = [
  homePage,
  lawnProgramsPage,
  treeShrubPage,
  aerationPage,
  antControlPage,
  pestControlPage,
  antsPage,
  spidersPage,
  roachesPage,
  waspsPage,
  mosquitosPage,
  blogPage,
]
