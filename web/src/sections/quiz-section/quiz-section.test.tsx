import { describe, expect, it, vi } from 'vitest'
import type { SectionOf } from '@/sanity/types'
import { getQuiz } from '@/sanity/content'
import { renderSection, visibleText } from '../shared/render-section'

vi.mock('@/sanity/fetch', () => import('@/sanity/testing/seeded-content'))

const section: SectionOf<'quizSection'> = {
  _key: 'quiz',
  _type: 'quizSection',
  heading: 'Not sure which plan fits your lawn?',
  intro: 'Five quick questions about your yard in Northeast Florida.',
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

describe('quiz section', () => {
  it("opens on the quiz's introduction, under the section heading", async () => {
    const quiz = await getQuiz()
    if (!quiz) throw new Error('The seed has no quiz document.')
    const html = await renderSection(section)
    const text = visibleText(html)
    expect(text).toContain('Not sure which plan fits your lawn? Five quick questions about your yard in Northeast Florida.')
    expect(text).toContain(quiz.introText)
    expect(text).toContain(quiz.startLabel)
    expect(html).toMatch(new RegExp(`<h3[^>]*>${escape(quiz.introHeading)}</h3>`))
  })

  it("raises the quiz's own heading to h2 when the section has none", async () => {
    const quiz = await getQuiz()
    if (!quiz) throw new Error('The seed has no quiz document.')
    const html = await renderSection({ ...section, heading: null, intro: null })
    expect(html).toMatch(new RegExp(`<h2[^>]*>${escape(quiz.introHeading)}</h2>`))
    expect(html).not.toContain('<h3')
  })
})
