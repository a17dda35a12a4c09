import { describe, expect, it } from 'vitest'
import { croppedSize, hotspotPosition, sanityImageSet, sanityProjectOf, sanityWebpUrl, type ImageSource } from './image-url.ts'

const asset = (url: string, width = 2400, height = 1600) => ({
  _id: 'image-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2400x1600-jpg',
  url,
  metadata: { dimensions: { width, height } },
})
const CDN = 'https://cdn.sanity.io/images/abc123/production/0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2400x1600.jpg'

describe('sanityProjectOf', () => {
  it('reads project and dataset from a Sanity CDN address', () => {
    expect(sanityProjectOf(CDN)).toEqual({ projectId: 'abc123', dataset: 'production' })
  })
  it('returns null for embedded assets and other hosts', () => {
    expect(sanityProjectOf('/content-assets/abc-1200x800.png')).toBeNull()
    expect(sanityProjectOf('https://example.com/images/abc123/production/x.jpg')).toBeNull()
    expect(sanityProjectOf(null)).toBeNull()
  })
})

describe('sanityWebpUrl', () => {
  it('asks for one WebP rendition at the given width and quality, with the crop applied', () => {
    const image: ImageSource = { asset: asset(CDN), crop: { top: 0, bottom: 0, left: 0.25, right: 0.25 } }
    const url = new URL(sanityWebpUrl(image, { width: 384, quality: 30 })!)
    expect(url.origin + url.pathname).toBe(CDN)
    expect(Object.fromEntries(url.searchParams)).toEqual({ rect: '600,0,1200,1600', w: '384', q: '30', fm: 'webp', fit: 'max' })
  })

  it('returns null for images that are not on the Sanity CDN', () => {
    expect(sanityWebpUrl({ asset: asset('/content-assets/x-2400x1600.png') }, { width: 384, quality: 30 })).toBeNull()
  })
})

describe('sanityImageSet', () => {
  it('builds a width-based srcset with auto format, quality and no upscaling', () => {
    const set = sanityImageSet({ asset: asset(CDN) }, { quality: 60 })!
    const entries = set.srcSet.split(', ')
    expect(entries.map((entry) => entry.split(' ')[1])).toEqual(['360w', '480w', '640w', '768w', '1024w', '1280w', '1600w'])
    for (const entry of entries) {
      const url = new URL(entry.split(' ')[0]!)
      expect(url.origin + url.pathname).toBe(CDN)
      expect(url.searchParams.get('auto')).toBe('format')
      expect(url.searchParams.get('fit')).toBe('max')
      expect(url.searchParams.get('q')).toBe('60')
      expect(url.searchParams.get('w')).toBe(entry.split(' ')[1]!.replace('w', ''))
    }
    expect(new URL(set.src).searchParams.get('w')).toBe('1600')
    expect({ width: set.width, height: set.height }).toEqual({ width: 2400, height: 1600 })
  })

  it('stops at the image width when the image is narrower than the largest breakpoint', () => {
    const set = sanityImageSet({ asset: asset(CDN, 700, 500) }, { quality: 70 })!
    expect(set.srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['360w', '480w', '640w', '700w'])
  })

  it("applies the editor's crop as a source rectangle and reports the cropped size", () => {
    const image: ImageSource = {
      asset: asset(CDN),
      crop: { top: 0.1, bottom: 0.1, left: 0.25, right: 0.25 },
      hotspot: { x: 0.5, y: 0.4, width: 0.3, height: 0.3 },
    }
    expect(croppedSize(image)).toEqual({ width: 1200, height: 1280 })
    const set = sanityImageSet(image, { quality: 70 })!
    const url = new URL(set.src)
    // rect=left,top,width,height in source pixels
    expect(url.searchParams.get('rect')).toBe('600,160,1200,1280')
    expect(url.searchParams.get('w')).toBe('1200')
    expect({ width: set.width, height: set.height }).toEqual({ width: 1200, height: 1280 })
  })

  it('returns null for images that are not on the Sanity CDN', () => {
    expect(sanityImageSet({ asset: asset('/content-assets/x-2400x1600.png') }, { quality: 70 })).toBeNull()
    expect(sanityImageSet({ asset: null }, { quality: 70 })).toBeNull()
  })
})

describe('hotspotPosition', () => {
  it('turns the hotspot centre into a CSS object-position', () => {
    expect(hotspotPosition({ x: 0.5, y: 0.25, width: 0.2, height: 0.2 })).toBe('50% 25%')
    expect(hotspotPosition(null)).toBeUndefined()
  })
})
