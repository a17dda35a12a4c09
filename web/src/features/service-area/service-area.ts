import 'server-only'
import { cache } from 'react'
import { serviceAreaQuery, stegaClean } from '@site/sanity'
import { cachedFetch } from '@/sanity/fetch'
import { lookupZip } from './zip-table'
import { answerFor, serviceArea, type ServiceAreaAnswer } from './zip-index'

// Read through the tagged data cache with the tags of the town pages ('location') and of the
// office's position and radius ('siteSettings'), so the publish webhook that changes either
// refreshes the answers too.
const area = cache(async () => {
  const { office, towns } = stegaClean(await cachedFetch(serviceAreaQuery, {}, ['location', 'siteSettings']))
  return serviceArea(towns, office, lookupZip)
})

export async function checkZip(zip: string): Promise<ServiceAreaAnswer> {
  return answerFor(await area(), zip)
}
