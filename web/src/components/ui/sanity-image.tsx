import type { CSSProperties } from 'react'
import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import { hotspotPosition, sanityImageSet } from '@site/sanity'
import type { ImageData } from '@/sanity/types'
import { widthsInUse } from '@/features/images/srcset-widths'

type Options = {
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** Quality 1-100 (spec: 60 for article banners, 50 for gallery images). */
  quality?: number
  /** A sharper inline preview than the LQIP (imagePreview, for the picture a phone's first screen shows). */
  preview?: string | null
  /**
   * Paint the preview (or the LQIP) until the picture loads: for the first screen. A lazy picture further
   * down is fetched well before it scrolls into view, and its box's tint stands in until then.
   */
  placeholder?: boolean
}

type Props = Options & {
  image: ImageData | null | undefined
  /** Above the fold: loaded at once with high priority (and preloaded) instead of lazily. */
  priority?: boolean
  className?: string
}

export type ImageSource = { src: string; srcSet: string; width: number; height: number; style: CSSProperties }

/**
 * Where the browser gets an image document at each width. Images on Sanity's CDN use Sanity's image
 * pipeline (crop, resize, auto=format); embedded assets (local mode) go through Next's optimizer
 * (AVIF or WebP). On the first screen both carry the asset's LQIP (or the preview they are given) as a
 * CSS background, which shows until the picture has loaded and stays if it fails to load, with no script.
 */
export function imageSource(
  image: ImageData | null | undefined,
  { sizes, quality = 70, preview, placeholder = true }: Options,
): ImageSource | null {
  const asset = image?.asset
  const width = asset?.metadata?.dimensions?.width
  const height = asset?.metadata?.dimensions?.height
  if (!image || !asset?.url || !width || !height) return null
  const objectPosition = hotspotPosition(image.hotspot)
  const shown = placeholder ? (preview ?? asset.metadata?.lqip) : undefined
  // A transparent picture would show the placeholder through its clear parts: opaque ones only.
  const background: CSSProperties =
    shown && asset.metadata?.isOpaque ? { backgroundImage: `url(${shown})`, backgroundSize: 'cover', backgroundRepeat: 'no-repeat' } : {}
  const style: CSSProperties = { ...background, ...(objectPosition ? { objectPosition, backgroundPosition: objectPosition } : {}) }
  const set = sanityImageSet(image, { quality })
  if (set) return { src: set.src, srcSet: set.srcSet, width: set.width, height: set.height, style }
  // getImageProps builds Next's optimizer srcset on the server, so no image component ships to the browser.
  const { props } = getImageProps({ src: asset.url, alt: image.alt, width, height, sizes, quality })
  const widths = widthsInUse(props.srcSet ?? '', { assetWidth: width, sizes })
  return {
    src: widths.at(-1)?.url ?? props.src,
    srcSet: widths.map((entry) => `${entry.url} ${entry.width}w`).join(', '),
    width,
    height,
    style,
  }
}

/**
 * An image document as a plain <img>: intrinsic width and height (no layout shift), width-based
 * srcset, lazy below the fold, the editor's hotspot kept in view when CSS crops the picture.
 */
export function SanityImage({ image, sizes, priority = false, className, quality, preview }: Props) {
  const source = imageSource(image, { sizes, preview, placeholder: priority, ...(quality ? { quality } : {}) })
  if (!image || !source) return null
  if (priority) preload(source.src, { as: 'image', imageSrcSet: source.srcSet, imageSizes: sizes, fetchPriority: 'high' })
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the srcset comes from getImageProps or Sanity's CDN
    <img
      src={source.src}
      srcSet={source.srcSet}
      sizes={sizes}
      width={source.width}
      height={source.height}
      alt={image.alt}
      className={className}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      style={source.style}
    />
  )
}
