import 'server-only'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import sharp from 'sharp'
import { sanityWebpUrl } from '@site/sanity'
import type { ImageData } from '@/sanity/types'

/**
 * A picture that is the largest thing on a phone's first screen (the pricing hero) is a second
 * request: on a phone link it paints one round trip after the text. Its preview travels inside the
 * document instead, as the picture's background until the file arrives: 384 px wide, which is the
 * picture's full drawn width on most phones, at WebP quality 30 (sizes in docs/performance.md). A
 * 20 px LQIP would show a blur; this shows the picture.
 */
export const PREVIEW_WIDTH = 384
const PREVIEW_QUALITY = 30
/** A preview heavier than this (a detailed photo) costs every visitor more than it saves: the LQIP stays. */
export const PREVIEW_MAX_BYTES = 10_000

type Options = {
  /** Where embedded assets (`/content-assets/...`) are files; web/public, beside the server. */
  publicDir?: string
}

const previews = new Map<string, Promise<string | null>>()

/**
 * The inline preview of an opaque image as a data: URL, or null when there is none to give (a
 * transparent picture would show it through its clear parts; a file or the CDN that cannot be read;
 * a preview over PREVIEW_MAX_BYTES). Null is safe: the page keeps the LQIP.
 */
export function imagePreview(
  image: ImageData | null | undefined,
  { publicDir = join(/* turbopackIgnore: true */ process.cwd(), 'public') }: Options = {},
) {
  const asset = image?.asset
  if (!image || !asset?.url || !asset.metadata?.isOpaque) return Promise.resolve(null)
  const key = `${publicDir}|${asset.url}|${JSON.stringify(image.crop ?? null)}`
  let preview = previews.get(key)
  if (!preview) {
    preview = encode(image, asset.url, publicDir).catch((error: unknown) => {
      console.warn(`No inline preview for ${asset.url}: ${error instanceof Error ? error.message : String(error)}`)
      return null
    })
    previews.set(key, preview)
  }
  return preview
}

async function encode(image: ImageData, url: string, publicDir: string): Promise<string | null> {
  const cdn = sanityWebpUrl(image, { width: PREVIEW_WIDTH, quality: PREVIEW_QUALITY })
  const bytes = cdn ? await fromCdn(cdn) : url.startsWith('/') ? await fromFile(join(publicDir, url)) : null
  if (!bytes || bytes.byteLength > PREVIEW_MAX_BYTES) return null
  return `data:image/webp;base64,${Buffer.from(bytes).toString('base64')}`
}

/** Sanity's CDN renders the preview; its asset addresses never change, so the fetch is cached for good. */
async function fromCdn(url: string) {
  const response = await fetch(url, { cache: 'force-cache', signal: AbortSignal.timeout(5_000) })
  if (!response.ok) throw new Error(`the CDN answered ${response.status}`)
  return new Uint8Array(await response.arrayBuffer())
}

/**
 * Embedded assets are files in public/; sharp renders the same preview the CDN would. The build must
 * not copy public/ into the standalone server for this read (pnpm start links it beside the server).
 */
async function fromFile(path: string) {
  return sharp(await readFile(/* turbopackIgnore: true */ path))
    .resize({ width: PREVIEW_WIDTH, withoutEnlargement: true })
    .webp({ quality: PREVIEW_QUALITY })
    .toBuffer()
}
