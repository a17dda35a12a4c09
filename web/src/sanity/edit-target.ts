import 'server-only'
import { createDataAttribute } from 'next-sanity'
import { env } from '@/env'
import { isDraftMode } from './draft'

type EditTarget = { 'data-sanity'?: string }

/**
 * In draft mode, the attribute that lets staff click a value that is not text (a plan's price) in the
 * Presentation tool and land on its field. Text carries its own invisible edit marker (stega); a
 * number cannot. Published pages get no attribute.
 */
export async function editTarget(id: string, type: string, path: string): Promise<EditTarget> {
  if (!(await isDraftMode())) return {}
  return { 'data-sanity': createDataAttribute({ id, type, path, baseUrl: env.SANITY_STUDIO_URL }).toString() }
}
