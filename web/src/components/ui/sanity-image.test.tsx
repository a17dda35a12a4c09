import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { ImageData } from '@/sanity/types'
import { SanityImage } from './sanity-image'

const LQIP = 'data:image/jpeg;base64,AAAA'

function image(url: string, extra: Partial<ImageData> = {}, dimensions = { width: 2000, height: 1000 }): ImageData {
  return {
    _type: 'imageWithAlt',
    alt: 'A green St. Augustine lawn',
    hotspot: null,
    crop: null,
    asset: {
      _id: 'image-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000-png',
      url,
      metadata: { lqip: LQIP, isOpaque: true, dimensions },
    },
    ...extra,
  }
}

const attribute = (html: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&')

describe('SanityImage', () => {
  it("serves Sanity CDN images from Sanity's pipeline: crop, width srcset, auto format, LQIP, hotspot", () => {
    const html = renderToStaticMarkup(
      <SanityImage
        image={image('https://cdn.sanity.io/images/abc123/production/0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000.png', {
          crop: { _type: 'sanity.imageCrop', top: 0, bottom: 0, left: 0.25, right: 0.25 },
          hotspot: { _type: 'sanity.imageHotspot', x: 0.3, y: 0.6, width: 0.2, height: 0.2 },
        })}
        sizes="100vw"
        quality={60}
      />,
    )
    expect(html).toMatch(/^<img /)
    expect(attribute(html, 'width')).toBe('1000')
    expect(attribute(html, 'height')).toBe('1000')
    expect(attribute(html, 'loading')).toBe('lazy')
    const srcSet = attribute(html, 'srcSet')!
    expect(srcSet.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['360w', '480w', '640w', '768w', '1000w'])
    const src = new URL(attribute(html, 'src')!)
    expect(src.hostname).toBe('cdn.sanity.io')
    expect(Object.fromEntries(src.searchParams)).toMatchObject({ rect: '500,0,1000,1000', w: '1000', q: '60', auto: 'format', fit: 'max' })
    expect(attribute(html, 'style')).toContain('object-position:30% 60%')
    // Lazy, so further down than the first screen: its box's tint stands in, no preview in the page.
    expect(attribute(html, 'style')).not.toContain('background-image')
  })

  it('paints the LQIP behind a picture of the first screen only', () => {
    const asset = image('https://cdn.sanity.io/images/abc123/production/0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000.png')
    expect(attribute(renderToStaticMarkup(<SanityImage image={asset} sizes="100vw" priority />), 'style')).toContain(
      `background-image:url(${LQIP})`,
    )
    expect(renderToStaticMarkup(<SanityImage image={asset} sizes="100vw" />)).not.toContain('style=')
  })

  it('leaves the placeholder off transparent pictures', () => {
    const transparent = image('https://cdn.sanity.io/images/abc123/production/x-2000x1000.png')
    transparent.asset!.metadata!.isOpaque = false
    expect(attribute(renderToStaticMarkup(<SanityImage image={transparent} sizes="100vw" />), 'style') ?? '').not.toContain(
      'background-image',
    )
  })

  it('shows an inline preview instead of the LQIP when it is given one', () => {
    const preview = 'data:image/webp;base64,UklGRg=='
    const html = renderToStaticMarkup(
      <SanityImage image={image('/content-assets/0b1c-2000x1000.png')} sizes="100vw" priority preview={preview} />,
    )
    expect(attribute(html, 'style')).toContain(`background-image:url(${preview})`)
    expect(attribute(html, 'style')).not.toContain(LQIP)
  })

  it("serves embedded assets (local mode) through Next's optimizer with a blur placeholder", () => {
    const html = renderToStaticMarkup(<SanityImage image={image('/content-assets/0b1c-2000x1000.png')} sizes="100vw" priority />)
    expect(attribute(html, 'src')).toMatch(/^\/_next\/image\?url=%2Fcontent-assets%2F0b1c-2000x1000\.png&w=\d+&q=\d+$/)
    expect(attribute(html, 'srcSet')).toContain('/_next/image?url=%2Fcontent-assets')
    expect(attribute(html, 'width')).toBe('2000')
    expect(attribute(html, 'loading')).toBe('eager')
    expect(attribute(html, 'style')).toContain('background-image')
  })

  it("stops the optimizer's widths at the first that covers the asset, which is never enlarged", () => {
    const html = renderToStaticMarkup(
      <SanityImage image={image('/content-assets/0b1c-800x600.png', {}, { width: 800, height: 600 })} sizes="100vw" />,
    )
    const widths = attribute(html, 'srcSet')!
      .split(', ')
      .map((entry) => parseInt(entry.split(' ')[1]!, 10))
    expect(widths.length).toBeGreaterThan(1)
    expect(widths.slice(0, -1).every((width) => width < 800)).toBe(true)
    expect(widths.at(-1)).toBeGreaterThanOrEqual(800)
    expect(new URL(attribute(html, 'src')!, 'http://site').searchParams.get('w')).toBe(String(widths.at(-1)))
  })
})
