import { createImageUrlBuilder } from '@sanity/image-url'

// Image addresses on Sanity's image pipeline: the editor's crop applied, resized by width, served in
// the best format the browser accepts (auto=format: AVIF or WebP), never upscaled.

type Crop = { top: number; bottom: number; left: number; right: number }
type Hotspot = { x: number; y: number; width: number; height: number }

/** The parts of a projected image the address depends on (see imageFragment). */
export type ImageSource = {
  crop?: Crop | null
  hotspot?: Hotspot | null
  asset: { _id: string; url: string | null; metadata: { dimensions: { width: number; height: number } | null } | null } | null
}

/** Widths offered in srcset, matching the site's breakpoints (next.config images.deviceSizes). */
export const IMAGE_WIDTHS = [360, 480, 640, 768, 1024, 1280, 1600] as const

const CDN_IMAGE = /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([a-z0-9_-]+)\//

/** Project and dataset of an image served by Sanity's CDN; null for any other address (embedded assets). */
export function sanityProjectOf(url: string | null | undefined): { projectId: string; dataset: string } | null {
  const match = url ? CDN_IMAGE.exec(url) : null
  return match ? { projectId: match[1]!, dataset: match[2]! } : null
}

/** Size of the part of the image the editor kept after cropping, in source pixels. */
export function croppedSize(image: ImageSource): { width: number; height: number } | null {
  const dimensions = image.asset?.metadata?.dimensions
  if (!dimensions) return null
  const crop = image.crop ?? { top: 0, bottom: 0, left: 0, right: 0 }
  return {
    width: Math.round(dimensions.width * (1 - crop.left - crop.right)),
    height: Math.round(dimensions.height * (1 - crop.top - crop.bottom)),
  }
}

export type ImageSet = { src: string; srcSet: string; width: number; height: number }

/**
 * src, width-based srcset and intrinsic size of an image on Sanity's CDN, or null when the image is
 * not on Sanity's CDN (the embedded assets go through Next's optimizer instead).
 */
export function sanityImageSet(image: ImageSource, options: { quality: number; widths?: readonly number[] }): ImageSet | null {
  const builder = cdnImage(image)
  const size = croppedSize(image)
  if (!builder || !size) return null
  const base = builder.auto('format').quality(options.quality)
  const candidates = options.widths ?? IMAGE_WIDTHS
  const largest = Math.min(size.width, Math.max(...candidates))
  const widths = [...candidates.filter((width) => width < largest), largest]
  const urls = widths.map((width) => ({ width, url: base.width(width).url() }))
  return {
    src: urls.at(-1)!.url,
    srcSet: urls.map(({ width, url }) => `${url} ${width}w`).join(', '),
    width: size.width,
    height: size.height,
  }
}

/**
 * One WebP rendition of an image on Sanity's CDN at the given width (the editor's crop applied), for
 * the server to fetch; null when the image is not on Sanity's CDN. WebP and not auto=format: the
 * server's request says nothing about what the visitor's browser accepts.
 */
export function sanityWebpUrl(image: ImageSource, options: { width: number; quality: number }): string | null {
  return cdnImage(image)?.format('webp').quality(options.quality).width(options.width).url() ?? null
}

/** Sanity's URL builder for an image on its CDN, crop and hotspot applied, never upscaled; null for any other image. */
function cdnImage(image: ImageSource) {
  const project = sanityProjectOf(image.asset?.url)
  if (!project || !image.asset) return null
  const source = {
    asset: { _ref: image.asset._id },
    ...(image.crop ? { crop: image.crop } : {}),
    ...(image.hotspot ? { hotspot: image.hotspot } : {}),
  }
  return createImageUrlBuilder(project).image(source).fit('max')
}

/** CSS object-position that keeps the editor's hotspot in view when the image is cropped by CSS. */
export function hotspotPosition(hotspot: Hotspot | null | undefined): string | undefined {
  if (!hotspot) return undefined
  const percent = (value: number) => `${Math.round(Math.min(1, Math.max(0, value)) * 1000) / 10}%`
  return `${percent(hotspot.x)} ${percent(hotspot.y)}`
}
