'use client'

import { useEffect } from 'react'
import { trackAttribution } from '@site/leads'

/**
 * Mounted once in the layout: records the visit's campaign (utm_*) and referrer for the next lead,
 * and takes the utm parameters out of the address bar after 500 ms.
 */
export function AttributionTracker() {
  useEffect(() => trackAttribution(), [])
  return null
}
