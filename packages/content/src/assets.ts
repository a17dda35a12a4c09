// Turns the SVG illustrations in assets/ into raster image assets shaped like Sanity's own
// `sanity.imageAsset` documents (dimensions, LQIP placeholder), so the site lays out and lazy-loads
// embedded images exactly as it does images served by Sanity's CDN.
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import sharp from 'sharp'

export const ASSET_DIR = fileURLToPath(new URL('../assets/', import.meta.url))

/** Public URL prefix of embedded assets; the web app serves the files written by writeDataset here. */
export const ASSET_URL_PREFIX = '/content-assets/'

export type ImageAssetDocument = {
  _id: string
  _type: 'sanity.imageAsset'
  url: string
  path: string
  originalFilename: string
  extension: 'png'
  mimeType: 'image/png'
  sha1hash: string
  size: number
  metadata: {
    _type: 'sanity.imageMetadata'
    dimensions: { _type: 'sanity.imageDimensions'; width: number; height: number; aspectRatio: number }
    lqip: string
    hasAlpha: boolean
    isOpaque: boolean
  }
}

export type BuiltAsset = { document: ImageAssetDocument; fileName: string; data: Buffer }

const cache = new Map<string, Promise<BuiltAsset>>()

/** Rasterises assets/<name>.svg once per process. */
export function buildAsset(name: string): Promise<BuiltAsset> {
  let pending = cache.get(name)
  if (!pending) {
    pending = rasterise(name)
    cache.set(name, pending)
  }
  return pending
}

async function rasterise(name: string): Promise<BuiltAsset> {
  if (!/^[a-z0-9/-]+$/.test(name)) throw new Error(`Illustration names are lower-case paths: "${name}"`)
  const svg = await readFile(`${ASSET_DIR}${name}.svg`).catch(() => {
    throw new Error(`Missing illustration packages/content/assets/${name}.svg`)
  })
  const data = await sharp(svg, { density: 72 }).png({ compressionLevel: 9, palette: false }).toBuffer()
  const { width = 0, height = 0, hasAlpha = false } = await sharp(data).metadata()
  // An SVG always rasterises with an alpha channel; what matters for the placeholder is whether any pixel is see-through.
  const { isOpaque } = await sharp(data).stats()
  const lqipData = await sharp(data).resize(24).blur(1.2).jpeg({ quality: 45 }).toBuffer()
  const sha1hash = createHash('sha1').update(data).digest('hex')
  const fileName = `${sha1hash}-${width}x${height}.png`
  return {
    fileName,
    data,
    document: {
      _id: `image-${sha1hash}-${width}x${height}-png`,
      _type: 'sanity.imageAsset',
      url: `${ASSET_URL_PREFIX}${fileName}`,
      path: `images/embedded/${fileName}`,
      originalFilename: `${name.replace(/\//g, '-')}.png`,
      extension: 'png',
      mimeType: 'image/png',
      sha1hash,
      size: data.length,
      metadata: {
        _type: 'sanity.imageMetadata',
        dimensions: { _type: 'sanity.imageDimensions', width, height, aspectRatio: width / height },
        lqip: `data:image/jpeg;base64,${lqipData.toString('base64')}`,
        hasAlpha,
        isOpaque,
      },
    },
  }
}
