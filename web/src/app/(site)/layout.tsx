import type { ReactNode } from 'react'
import { getLayout } from '@/sanity/content'
import { isDraftMode } from '@/sanity/draft'
import { SiteFrame } from '@/components/layout/site-frame'
import { DraftVisualEditing } from '@/components/layout/draft-visual-editing'
import { BusinessJsonLd } from '@/features/seo/business-json-ld'
import { GoogleTagManager } from '@/features/analytics/google-tag-manager'
import { TrackingListener } from '@/features/analytics/tracking-listener'
import { AttributionTracker } from '@/features/analytics/attribution-tracker'

/** Every public page's frame, with the site's analytics and its business data. */
export default async function SiteLayout({ children }: { children: ReactNode }) {
  const { settings } = await getLayout()
  return (
    <SiteFrame
      tracking={
        <>
          <GoogleTagManager containerId={settings.gtmContainerId} />
          <TrackingListener />
          <AttributionTracker />
        </>
      }
      after={
        <>
          <BusinessJsonLd />
          {/* Only in a Presentation-tool preview: published pages ship none of its JavaScript. */}
          {(await isDraftMode()) && <DraftVisualEditing />}
        </>
      }
    >
      {children}
    </SiteFrame>
  )
}
