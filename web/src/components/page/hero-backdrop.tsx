import { preload } from 'react-dom'
import type { ImageData } from '@/sanity/types'
import { imageSource } from '@/components/ui/sanity-image'

/** Wide screens only: on phones the dark wash would hide the picture anyway, and skipping it makes the heading the first paint. */
const WIDE = '(min-width: 960px)'
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7'

/**
 * The picture behind a hero that also holds a form. It is decoration behind the text (alt=""), so
 * phones download nothing for it; wide screens get it preloaded with high priority.
 */
export function HeroBackdrop({ image, className }: { image: ImageData | null; className?: string }) {
  const source = imageSource(image, { sizes: '100vw', quality: 60 })
  if (!source) return null
  preload(source.src, { as: 'image', imageSrcSet: source.srcSet, imageSizes: '100vw', fetchPriority: 'high', media: WIDE })
  return (
    <picture className={className}>
      <source media={WIDE} srcSet={source.srcSet} sizes="100vw" width={source.width} height={source.height} />
      <img src={NOTHING} alt="" width={source.width} height={source.height} fetchPriority="high" decoding="async" style={source.style} />
    </picture>
  )
}
