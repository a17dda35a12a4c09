import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import sharp from 'sharp'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { ImageData } from '@/sanity/types'
import { imagePreview, PREVIEW_MAX_BYTES, PREVIEW_WIDTH } from './image-preview'

const ILLUSTRATION = new URL('../../../../packages/content/assets/services/lawn-programs.svg', import.meta.url)
let publicDir: string

function image(url: string, { opaque = true, id = 'image-e47b-800x600-png' } = {}): ImageData {
  return {
    _type: 'imageWithAlt',
    alt: 'A fertilizer spreader and a sprinkler on a freshly striped green lawn',
    hotspot: null,
    crop: null,
    asset: { _id: id, url, metadata: { lqip: 'data:image/jpeg;base64,AAAA', isOpaque: opaque, dimensions: { width: 800, height: 600 } } },
  }
}

const bytesOf = (dataUrl: string) => Buffer.from(dataUrl.replace(/^data:image\/webp;base64,/, ''), 'base64')

beforeAll(async () => {
  // The pricing hero's illustration as the seed rasterises it into web/public/content-assets.
  publicDir = await mkdtemp(join(tmpdir(), 'preview-'))
  await mkdir(join(publicDir, 'content-assets'))
  await sharp(await readFile(ILLUSTRATION), { density: 72 })
    .png()
    .toFile(join(publicDir, 'content-assets', 'lawn-800x600.png'))
  // A picture of pure noise: no WebP makes that small.
  const noise = Buffer.alloc(800 * 600 * 3)
  for (let index = 0; index < noise.length; index++) noise[index] = Math.floor(Math.random() * 256)
  await sharp(noise, { raw: { width: 800, height: 600, channels: 3 } })
    .png()
    .toFile(join(publicDir, 'content-assets', 'noise-800x600.png'))
})

afterEach(() => vi.restoreAllMocks())
afterAll(() => rm(publicDir, { recursive: true, force: true }))

describe('imagePreview', () => {
  it('renders an embedded asset as a 384 px WebP inside the page, a few kilobytes', async () => {
    const preview = await imagePreview(image('/content-assets/lawn-800x600.png'), { publicDir })
    expect(preview).toMatch(/^data:image\/webp;base64,/)
    const bytes = bytesOf(preview!)
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: PREVIEW_WIDTH, height: 288 })
    expect(bytes.byteLength).toBeLessThan(PREVIEW_MAX_BYTES)
  })

  it('gives none for a transparent picture, which would show it through its clear parts', async () => {
    expect(await imagePreview(image('/content-assets/lawn-800x600.png', { opaque: false }), { publicDir })).toBeNull()
  })

  it('gives none, with a warning, when the file is missing: the page keeps its LQIP', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(await imagePreview(image('/content-assets/gone-800x600.png'), { publicDir })).toBeNull()
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/content-assets/gone-800x600.png'))
  })

  it('gives none when the preview would weigh more than it saves', async () => {
    expect(await imagePreview(image('/content-assets/noise-800x600.png'), { publicDir })).toBeNull()
  })

  it("asks Sanity's CDN for the WebP preview of a CDN image and inlines what it answers", async () => {
    const webp = await sharp({ create: { width: 384, height: 288, channels: 3, background: '#2f7d32' } })
      .webp({ quality: 30 })
      .toBuffer()
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(new Uint8Array(webp)))
    const cdn = 'https://cdn.sanity.io/images/abc123/production/e47b-800x600.png'
    const preview = await imagePreview(image(cdn, { id: 'image-e47b-800x600-png' }), { publicDir })
    const asked = new URL(String(fetch.mock.calls[0]![0]))
    expect(Object.fromEntries(asked.searchParams)).toMatchObject({ w: '384', q: '30', fm: 'webp' })
    expect(bytesOf(preview!)).toEqual(webp)
  })

  it('gives none when the CDN does not answer with the picture', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('not found', { status: 404 }))
    const cdn = 'https://cdn.sanity.io/images/abc123/production/f00d-800x600.png'
    expect(await imagePreview(image(cdn, { id: 'image-f00d-800x600-png' }), { publicDir })).toBeNull()
  })
})
