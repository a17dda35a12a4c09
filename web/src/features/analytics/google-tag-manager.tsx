import { isGtmContainerId } from './gtm-container'

// Google Tag Manager, loaded only when site settings name a container. A plain inline script (no
// client component) so a site without GTM ships no code for it. The id is checked again here
// because it is written into a script.
export function GoogleTagManager({ containerId }: { containerId: string | null | undefined }) {
  if (!isGtmContainerId(containerId)) return null
  const snippet = `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${containerId}');`
  return (
    <>
      <script id="gtm" dangerouslySetInnerHTML={{ __html: snippet }} />
      <noscript>
        <iframe
          src={`https://www.googletagmanager.com/ns.html?id=${containerId}`}
          height="0"
          width="0"
          style={{ display: 'none', visibility: 'hidden' }}
          title="Google Tag Manager"
        />
      </noscript>
    </>
  )
}
