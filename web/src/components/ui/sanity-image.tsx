import Image from 'next/image'
import { preload } from 'react-dom'
import { hotspotPosition, sanityImageSet } from '@site/sanity'
import type { ImageData } from '@/sanity/types'

type Props = {
  image: ImageData | null | undefined
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string
  /** Above the fold: loaded at once with high priority instead of lazily. */
  priority?: boolean
  className?: string
  /** Quality 1-100 (spec: 60 for article banners, 50 for gallery images). */
  quality?: number
}

/**
 * Renders an image document the same way in both content modes: intrinsic width and height (no
 * layout shift), the asset's LQIP as the placeholder until it loads, width-based srcset in AVIF or
 * WebP, lazy below the fold, the editor's hotspot kept in view when CSS crops the picture.
 * Images on Sanity's CDN use Sanity's image pipeline (crop, resize, auto=format) directly; embedded
 * assets (local mode) go through Next's optimizer.
 */
export function SanityImage({ image, sizes, priority = false, className, quality = 70 }: Props) {
  if (!image) return null
  const asset = image.asset
  const width = asset?.metadata?.dimensions?.width
  const height = asset?.metadata?.dimensions?.height
  if (!asset?.url || !width || !height) return null
  const lqip = asset.metadata?.lqip
  const objectPosition = hotspotPosition(image.hotspot)
  const loading = priority ? 'eager' : 'lazy'
  const fetchPriority = priority ? 'high' : 'auto'

  const set = sanityImageSet(image, { quality })
  if (set) {
    if (priority) preload(set.src, { as: 'image', imageSrcSet: set.srcSet, imageSizes: sizes, fetchPriority: 'high' })
    // A transparent picture would show the blurred placeholder through its clear parts: opaque ones only.
    const placeholder = lqip && asset.metadata?.isOpaque ? { backgroundImage: `url(${lqip})`, backgroundSize: 'cover' } : {}
    return (
      // Sanity's CDN already resizes and picks the format; Next's optimizer would only add a second hop.
      // eslint-disable-next-line @next/next/no-img-element
      <img
        src={set.src}
        srcSet={set.srcSet}
        sizes={sizes}
        width={set.width}
        height={set.height}
        alt={image.alt}
        className={className}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        style={{ objectPosition, backgroundPosition: objectPosition, ...placeholder }}
      />
    )
  }

  return (
    <Image
      src={asset.url}
      alt={image.alt}
      width={width}
      height={height}
      sizes={sizes}
      quality={quality}
      className={className}
      preload={priority}
      loading={loading}
      fetchPriority={fetchPriority}
      {...(objectPosition ? { style: { objectPosition } } : {})}
      {...(lqip ? { placeholder: 'blur' as const, blurDataURL: lqip } : {})}
    />
  )
}
