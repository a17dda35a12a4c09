import Image from 'next/image'
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
 * WebP from Next's optimizer, lazy below the fold.
 */
export function SanityImage({ image, sizes, priority = false, className, quality = 70 }: Props) {
  if (!image) return null
  const asset = image.asset
  const width = asset?.metadata?.dimensions?.width
  const height = asset?.metadata?.dimensions?.height
  if (!asset?.url || !width || !height) return null
  const lqip = asset.metadata?.lqip
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
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      {...(lqip ? { placeholder: 'blur' as const, blurDataURL: lqip } : {})}
    />
  )
}
