import 'server-only'
import { cache } from 'react'
import { serviceAreaQuery, stegaClean } from '@site/sanity'
import { cachedFetch } from '@/sanity/fetch'
import { answerFor, zipIndex, type ServiceAreaAnswer } from './zip-index'

// Read through the tagged data cache with the same tag as the town pages ('location'), so the
// publish webhook that refreshes a town page refreshes the answers too.
const index = cache(async () => zipIndex(stegaClean(await cachedFetch(serviceAreaQuery, {}, ['location']))))

export async function checkZip(zip: string): Promise<ServiceAreaAnswer> {
  return answerFor(await index(), zip)
}
