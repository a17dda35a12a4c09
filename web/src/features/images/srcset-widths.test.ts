import { describe, expect, it } from 'vitest'
import { narrowestSlot, widthsInUse } from './srcset-widths'

const WIDTHS = [256, 360, 384, 480, 640, 768, 1024, 1280, 1600]
const SET = WIDTHS.map((width) => `/_next/image?url=%2Fcontent-assets%2Fa-800x600.png&w=${width}&q=70 ${width}w`).join(', ')
const widths = (candidates: { width: number }[]) => candidates.map((candidate) => candidate.width)

describe('narrowestSlot', () => {
  it('is the narrowest drawn width over every condition, the last from a 320 px screen up', () => {
    expect(narrowestSlot('(min-width: 1080px) 280px, (min-width: 600px) 50vw, 100vw')).toBe(280)
    expect(narrowestSlot('(min-width: 1080px) 370px, (min-width: 720px) 50vw, 100vw')).toBe(320)
    expect(narrowestSlot('(min-width: 1080px) 280px, (min-width: 760px) 25vw, 50vw')).toBe(160)
    expect(narrowestSlot('100vw')).toBe(320)
  })

  it('knows nothing of a form it does not read', () => {
    expect(narrowestSlot('(max-width: 600px) 100vw, 50vw')).toBeUndefined()
    expect(narrowestSlot('calc(100vw - 2rem)')).toBeUndefined()
  })
})

describe('widthsInUse', () => {
  it('keeps from the first width that fills the narrowest slot to the first that covers the asset', () => {
    const kept = widthsInUse(SET, { assetWidth: 800, sizes: '(min-width: 1080px) 280px, (min-width: 600px) 50vw, 100vw' })
    expect(widths(kept)).toEqual([360, 384, 480, 640, 768, 1024])
    expect(kept.at(-1)!.url).toBe('/_next/image?url=%2Fcontent-assets%2Fa-800x600.png&w=1024&q=70')
  })

  it('keeps a small width a narrow slot can pick, and every width for an asset wider than all', () => {
    expect(widths(widthsInUse(SET, { assetWidth: 2000, sizes: '(min-width: 1080px) 220px, (min-width: 600px) 50vw, 100vw' }))).toEqual(
      WIDTHS,
    )
  })

  it('keeps the low end when it cannot read the sizes', () => {
    expect(widths(widthsInUse(SET, { assetWidth: 1600, sizes: 'calc(100vw - 2rem)' }))).toEqual(WIDTHS)
  })
})
