import { describe, expect, it } from 'vitest'
import type { ImageData, SectionOf } from '@/sanity/types'
import { renderSection, visibleText } from '../shared/render-section'

const image: ImageData = {
  _type: 'imageWithAlt',
  alt: 'Fire ant mound in a St. Augustine lawn',
  hotspot: null,
  crop: null,
  asset: {
    _id: 'image-0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000-jpg',
    url: 'https://cdn.sanity.io/images/abc123/production/0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c-2000x1000.jpg',
    metadata: { lqip: 'data:image/jpeg;base64,AAAA', isOpaque: true, dimensions: { width: 2000, height: 1000 } },
  },
}

const section: SectionOf<'problemSolution'> = {
  _key: 'fire-ants',
  _type: 'problemSolution',
  heading: 'Fire ants in your yard',
  problem: {
    title: 'The problem',
    text: 'Fire ant mounds pop up after summer rains across Clay and St. Johns counties.',
    points: ['Painful stings for kids and pets', 'Mounds that damage mower blades'],
  },
  solution: {
    title: 'Our approach',
    text: 'We treat mounds and broadcast a bait across the lawn to reduce new colonies.',
    points: ['Quarterly follow-up visits', 'Free re-service between visits'],
  },
  image,
}

describe('problem and solution', () => {
  it('shows both panels with their points beside the picture', async () => {
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Fire ants in your yard')
    expect(text).toContain('The problem Fire ant mounds pop up after summer rains across Clay and St. Johns counties.')
    expect(text).toContain('Painful stings for kids and pets Mounds that damage mower blades')
    expect(text).toContain('Our approach We treat mounds and broadcast a bait across the lawn to reduce new colonies.')
    expect(text).toContain('Quarterly follow-up visits Free re-service between visits')
    expect(html).toContain('alt="Fire ant mound in a St. Augustine lawn"')
  })

  it('leaves out the list of a side that has no points', async () => {
    const solution = { title: section.solution.title, text: section.solution.text }
    const html = await renderSection({ ...section, solution })
    expect(visibleText(html)).not.toContain('Quarterly follow-up visits')
    expect(html.match(/<ul/g)).toHaveLength(1)
  })
})
