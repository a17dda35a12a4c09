import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'

// Screenshots of what staff see, for people to look at (STUDIO_SHOTS moves them).
const dir = process.env.STUDIO_SHOTS ?? new URL('../../test-results/studio-browser/shots', import.meta.url).pathname

export async function shot(page: Page, name: string): Promise<void> {
  mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: join(dir, `${name}.png`) })
}
