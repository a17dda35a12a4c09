import { beforeAll, describe, expect, it } from 'vitest'
import { buildDataset } from '@site/content'
import { createMemorySource, quizQuery } from '@site/sanity'
import type { QuizData } from '@/sanity/types'
import { INITIAL_QUIZ, progress, quizReducer, recommend, resultsSummary, type Question, type QuizAction, type QuizState } from './scoring'

type Points = [lawnPrograms: number, pestControl: number, antControl: number, treeShrub: number]

const answer = (text: string, [lawnPrograms, pestControl, antControl, treeShrub]: Points, setsPetKidFlag: boolean | null = null) => ({
  _key: text,
  text,
  points: { lawnPrograms, pestControl, antControl, treeShrub },
  setsPetKidFlag,
})

// Five questions whose answers each point at one category, so totals are easy to follow.
const QUESTIONS: Question[] = [1, 2, 3, 4, 5].map((number) => ({
  _key: `q${number}`,
  id: `q${number}`,
  text: `Question ${number}?`,
  answers: [
    number === 3 ? answer('Yes, often', [0, 1, 2, 0], true) : answer(`lawn ${number}`, [3, 0, 0, 0]),
    answer(`pest ${number}`, [0, 3, 0, 0]),
    answer(`ant ${number}`, [0, 0, 3, 0], false),
    answer(`tree ${number}`, [0, 0, 0, 3]),
  ],
}))

const CATEGORIES: QuizData['categories'] = [
  { _key: 'a', key: 'lawnPrograms', name: 'Lawn Programs', why: '', href: '/services/lawn-programs' },
  { _key: 'b', key: 'pestControl', name: 'Pest Control', why: '', href: '/pest-control' },
  { _key: 'c', key: 'antControl', name: 'Ant Control', why: '', href: '/services/ant-control' },
  { _key: 'd', key: 'treeShrub', name: 'Tree & Shrub Care', why: '', href: '/services/tree-shrub' },
]

const reduce = quizReducer(QUESTIONS)
const run = (actions: QuizAction[], from: QuizState = INITIAL_QUIZ) => actions.reduce(reduce, from)
/** Start, then on each question toggle the given answers and press Next. */
const answerAll = (choices: number[][]) =>
  run([
    { type: 'start' },
    ...choices.flatMap((picks): QuizAction[] => [...picks.map((answer) => ({ type: 'toggle' as const, answer })), { type: 'next' }]),
  ])

describe('quiz flow', () => {
  it('goes from the intro to question 1, through five questions, to the results', () => {
    expect(INITIAL_QUIZ.screen).toBe('intro')
    let state = run([{ type: 'start' }])
    expect(state).toMatchObject({ screen: 'question', index: 0 })
    for (let index = 1; index < 5; index++) {
      state = run([{ type: 'toggle', answer: 1 }, { type: 'next' }], state)
      expect(state).toMatchObject({ screen: 'question', index })
    }
    state = run([{ type: 'toggle', answer: 1 }, { type: 'next' }], state)
    expect(state.screen).toBe('results')
  })

  it('does not move on without an answer (Next is disabled until a choice)', () => {
    const onFirst = run([{ type: 'start' }])
    expect(run([{ type: 'next' }], onFirst)).toBe(onFirst)
    expect(run([{ type: 'toggle', answer: 0 }, { type: 'toggle', answer: 0 }, { type: 'next' }], onFirst)).toMatchObject({
      index: 0,
      selected: [],
    })
  })

  it('allows several answers, adds all their points on Next and clears the selection', () => {
    const state = run([{ type: 'start' }, { type: 'toggle', answer: 3 }, { type: 'toggle', answer: 0 }, { type: 'toggle', answer: 1 }])
    expect(state.selected).toEqual([0, 1, 3])
    expect(state.scores).toEqual(INITIAL_QUIZ.scores)
    const next = run([{ type: 'next' }], state)
    expect(next).toMatchObject({ index: 1, selected: [], scores: { lawnPrograms: 3, pestControl: 3, antControl: 0, treeShrub: 3 } })
  })

  it('ignores answers that do not exist and actions that do not apply on a screen', () => {
    const onFirst = run([{ type: 'start' }])
    expect(run([{ type: 'toggle', answer: 9 }], onFirst)).toBe(onFirst)
    expect(run([{ type: 'toggle', answer: 0 }])).toBe(INITIAL_QUIZ)
    expect(run([{ type: 'next' }])).toBe(INITIAL_QUIZ)
    expect(run([{ type: 'start' }], onFirst)).toBe(onFirst)
    const done = answerAll([[0], [0], [0], [0], [0]])
    expect(run([{ type: 'toggle', answer: 1 }, { type: 'next' }], done)).toBe(done)
  })

  it('has no way back: no action but Take Quiz Again leads to an earlier question', () => {
    const third = answerAll([[1], [2]])
    expect(third.index).toBe(2)
    const actions: QuizAction[] = [
      { type: 'start' },
      { type: 'next' },
      ...[0, 1, 2, 3].map((answer) => ({ type: 'toggle' as const, answer })),
    ]
    for (const action of actions) expect(run([action], third).index).toBeGreaterThanOrEqual(2)
  })

  it('Take Quiz Again resets everything to the intro', () => {
    const done = answerAll([[0], [1], [0], [3], [2]])
    expect(done.petKid).toBe(true)
    expect(run([{ type: 'reset' }], done)).toEqual(INITIAL_QUIZ)
    expect(run([{ type: 'reset' }, { type: 'start' }], done)).toMatchObject({ index: 0, petKid: false, scores: INITIAL_QUIZ.scores })
  })
})

describe('pets-or-kids flag', () => {
  it('is set by choosing "Yes, often" on question 3 and stays set', () => {
    expect(answerAll([[1], [1], [0]]).petKid).toBe(true)
    expect(answerAll([[1], [1], [0, 2], [1], [1]]).petKid).toBe(true)
  })

  it('is not set by other answers, nor by "Yes, often" chosen and taken back before Next', () => {
    expect(answerAll([[0], [0], [1, 2, 3], [0], [0]]).petKid).toBe(false)
    const undone = run(
      [{ type: 'toggle', answer: 0 }, { type: 'toggle', answer: 0 }, { type: 'toggle', answer: 1 }, { type: 'next' }],
      answerAll([[1], [1]]),
    )
    expect(undone).toMatchObject({ index: 3, petKid: false })
  })
})

describe('recommendation: every category tied for the highest total', () => {
  it('is the single leader when one category is ahead', () => {
    const done = answerAll([[1], [1], [1], [0], [3]])
    expect(done.scores).toEqual({ lawnPrograms: 3, pestControl: 9, antControl: 0, treeShrub: 3 })
    expect(recommend(done.scores)).toEqual(['pestControl'])
  })

  it('lists every category tied for the top, in category order', () => {
    expect(recommend({ lawnPrograms: 6, pestControl: 4, antControl: 6, treeShrub: 6 })).toEqual(['lawnPrograms', 'antControl', 'treeShrub'])
    const done = answerAll([[3], [0], [2], [3], [0]])
    expect(done.scores).toEqual({ lawnPrograms: 6, pestControl: 0, antControl: 3, treeShrub: 6 })
    expect(recommend(done.scores)).toEqual(['lawnPrograms', 'treeShrub'])
  })

  it('is all four when every total is equal, zero included', () => {
    expect(recommend({ lawnPrograms: 5, pestControl: 5, antControl: 5, treeShrub: 5 })).toHaveLength(4)
    expect(recommend(INITIAL_QUIZ.scores)).toEqual(['lawnPrograms', 'pestControl', 'antControl', 'treeShrub'])
  })

  it('is sent as the comma-joined names of the recommended services', () => {
    expect(resultsSummary(['lawnPrograms', 'treeShrub'], CATEGORIES)).toBe('Lawn Programs, Tree & Shrub Care')
    expect(resultsSummary(['antControl'], CATEGORIES)).toBe('Ant Control')
  })
})

describe('progress = question number / 5 x 100', () => {
  it.each([
    [1, 20],
    [2, 40],
    [3, 60],
    [4, 80],
    [5, 100],
  ])('question %i shows %i%%', (number, percent) => {
    expect(progress(number, 5)).toBe(percent)
  })
})

describe('the seeded quiz', () => {
  let quiz: QuizData
  beforeAll(async () => {
    const found = await createMemorySource((await buildDataset()).documents).fetch(quizQuery)
    if (!found) throw new Error('The dataset has no quiz.')
    quiz = found
  })

  it('has five questions, answers worth 0 to 3 per category, and all four categories', () => {
    expect(quiz.questions).toHaveLength(5)
    for (const question of quiz.questions) {
      for (const answer of question.answers) for (const value of Object.values(answer.points)) expect(value).toBeGreaterThanOrEqual(0)
      for (const answer of question.answers) for (const value of Object.values(answer.points)) expect(value).toBeLessThanOrEqual(3)
    }
    expect(quiz.categories.map((category) => category.name)).toEqual(['Lawn Programs', 'Pest Control', 'Ant Control', 'Tree & Shrub Care'])
  })

  it('sets the flag only with question 3\'s first answer, "Yes, often"', () => {
    const flagged = quiz.questions.flatMap((question, q) =>
      question.answers.flatMap((answer, a) => (answer.setsPetKidFlag ? [[q, a, answer.text]] : [])),
    )
    expect(flagged).toEqual([[2, 0, 'Yes, often']])
    const reduceSeeded = quizReducer(quiz.questions)
    const state = [0, 1, 2, 3, 4].reduce(
      (current) => reduceSeeded(reduceSeeded(current, { type: 'toggle', answer: 0 }), { type: 'next' }),
      reduceSeeded(INITIAL_QUIZ, { type: 'start' }),
    )
    expect(state).toMatchObject({ screen: 'results', petKid: true })
  })
})
