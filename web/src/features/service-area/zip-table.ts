import 'server-only'
import table from './zip-table.json'
import type { ZipLookup } from './zip-index'

// Every ZIP code area of Florida and Georgia: the Census Bureau's centre (2021 Gazetteer, public
// domain) and the post office's place and county name (GeoNames, CC BY 4.0), written by
// scripts/tools/zip-table.ts. Read on the server only: the browser's ZIP box asks /api/service-area
// and never carries the table. See docs/leads.md.
// Each row is [latitude, longitude, place, county]; read field by field rather than cast, so a
// regenerated table with a missing name still answers.
const zips: Readonly<Record<string, readonly (string | number | null)[]>> = table.zips

export const lookupZip: ZipLookup = (zip) => {
  const row = Object.hasOwn(zips, zip) ? zips[zip] : undefined
  const [latitude, longitude, place, county] = row ?? []
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return undefined
  return {
    centre: { latitude, longitude },
    place: typeof place === 'string' ? place : null,
    county: typeof county === 'string' ? county : null,
  }
}
