import { describe, expect, it } from 'vitest'
import { laterPageNumbers, listingPagePath, pageCount, pageSlice, pageTitle, parsePageNumber } from './listing-pages.ts'

describe('listing pages', () => {
  it('counts pages, a partly filled last page included, and gives an empty listing its first page', () => {
    expect(pageCount(32, 25)).toBe(2)
    expect(pageCount(50, 25)).toBe(2)
    expect(pageCount(51, 25)).toBe(3)
    expect(pageCount(0, 25)).toBe(1)
    expect(laterPageNumbers(76, 25)).toEqual([2, 3, 4])
    expect(laterPageNumbers(25, 25)).toEqual([])
  })

  it('keeps page 1 at the listing address and numbers the others under /page/', () => {
    expect(listingPagePath('/blog', 1)).toBe('/blog')
    expect(listingPagePath('/blog', 2)).toBe('/blog/page/2')
    expect(listingPagePath('/blog/category/lawn-care', 3)).toBe('/blog/category/lawn-care/page/3')
  })

  it('slices the cards of a page', () => {
    expect(pageSlice(1, 25)).toEqual({ start: 0, end: 25 })
    expect(pageSlice(3, 25)).toEqual({ start: 50, end: 75 })
  })

  it('reads only the plain decimal form of a page number', () => {
    expect(parsePageNumber('2')).toBe(2)
    expect(parsePageNumber('12')).toBe(12)
    for (const segment of ['0', '02', '2.0', '-2', '', 'two', '1e3']) expect(parsePageNumber(segment), segment).toBeNull()
  })

  it('names later pages in the title', () => {
    expect(pageTitle('Blog | Company', 1)).toBe('Blog | Company')
    expect(pageTitle('Blog | Company', 2)).toBe('Blog | Company – Page 2')
  })
})
