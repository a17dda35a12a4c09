import path from 'node:path'
import type { NextConfig } from 'next'
import { buildId, deploymentId } from './src/features/deploy/build-identity'
import { sanityImagePatterns } from './src/features/images/remote-patterns'
import {
  apiHeaders,
  assetHeaders,
  fixedSecurityHeaders,
  pageSecurityHeaders,
  policyEnvironment,
} from './src/features/security/security-headers'

const SHEET_LOADER = path.join(import.meta.dirname, 'serving', 'sheet-loader.ts')

const config: NextConfig = {
  reactStrictMode: true,
  // A self-contained server (.next/standalone) that a container or another machine runs with `node`,
  // no pnpm install; web/serving/start.ts serves it (docs/operations.md).
  output: 'standalone',
  // The workspace root, so the standalone server carries the workspace packages it imports.
  outputFileTracingRoot: path.join(import.meta.dirname, '..'),
  // ISR pages and the data cache: Next's own file cache, or Redis shared by every instance when
  // REDIS_URL is set (serving/cache-handler.mjs).
  cacheHandler: path.join(import.meta.dirname, 'serving', 'cache-handler.mjs'),
  generateBuildId: () => buildId(),
  deploymentId: deploymentId(),
  poweredByHeader: false,
  // `pnpm start` compresses instead, with Brotli where the browser takes it (serving/production-responses.ts).
  compress: false,
  // Workspace packages ship TypeScript source; Next compiles them with the app.
  transpilePackages: ['@site/sanity', '@site/leads', '@site/lead-store', '@site/content'],
  // Legacy addresses with a trailing slash get ONE redirect to their new page from the proxy,
  // instead of Next's own slash-stripping hop followed by a second redirect.
  skipTrailingSlashRedirect: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [360, 480, 640, 768, 1024, 1280, 1600],
    imageSizes: [64, 128, 256, 384],
    qualities: [50, 60, 70, 75],
    localPatterns: [{ pathname: '/content-assets/**' }],
    remotePatterns: sanityImagePatterns({ SANITY_PROJECT_ID: process.env.SANITY_PROJECT_ID, SANITY_DATASET: process.env.SANITY_DATASET }),
  },
  serverExternalPackages: ['pg', '@redis/client', 'rate-limiter-flexible'],
  experimental: {
    // The forms' server actions (posts made before the page's scripts run) take a form of a few KB;
    // 64 KB is ample, where Next's default would read a megabyte from anyone.
    serverActions: { bodySizeLimit: '64kb' },
    // forbidden(): the visit link pages answer a key that does not hold with status 403 (docs/decisions.md, "Visit links").
    authInterrupts: true,
    // A second server started on the same build by a browser test (publish -> live over its own copy of
    // the dataset) keeps what it regenerates in memory, so it never rewrites the build's pages on disk.
    isrFlushToDisk: process.env.NEXT_ISR_FLUSH_TO_DISK !== 'false',
  },
  turbopack: {
    // The browser's copy of the sheets' registry holds no CSS: the server writes it (styles/sheet-style.tsx).
    resolveAlias: { '@/styles/sheets': { browser: './src/styles/sheets.browser.ts' } },
    // Component sheets (`*.pcss`) become modules their components render as style resources, so a page
    // carries the CSS of the sections it draws and no other (serving/sheets.ts says how).
    rules: {
      '*.pcss': [
        { condition: 'browser', loaders: [{ loader: SHEET_LOADER, options: { target: 'browser' } }], as: '*.js' },
        { condition: { not: 'browser' }, loaders: [{ loader: SHEET_LOADER, options: { target: 'server' } }], as: '*.js' },
      ],
    },
  },
  typedRoutes: false,
  // Security headers (src/features/security): the fixed ones on every response; a policy that lets
  // nothing run in or frame the API's answers and content files. Pages get theirs from the proxy. The
  // draft-mode routes are left out of the frame lock: the Studio's preview frame opens them.
  async headers() {
    return [
      { source: '/:path*', headers: fixedSecurityHeaders(process.env.NODE_ENV === 'production') },
      { source: '/api/:path((?!draft-mode/).*)', headers: apiHeaders },
      { source: '/content-assets/:path*', headers: assetHeaders },
      // A sheet's file is named by a digest of its text (serving/sheet-files.ts), so it never changes.
      { source: '/sheets/:file*.css', headers: [...assetHeaders, { key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // Next's files bypass the proxy; a missing one is answered with Next's own 404 page, which
      // gets the published pages' policy (the image optimizer sets its own, stricter one).
      {
        source: '/_next/:path*',
        headers: pageSecurityHeaders({ ...policyEnvironment(process.env), draft: false, gtm: false, styleHashes: [] }),
      },
    ]
  },
}

export default config
