import type { QuizData } from '@/sanity/types'

// The Lawn Quiz as a pure state machine: intro -> five questions -> results, and Take Quiz Again
// back to the intro. No back navigation. On each Next the chosen answers' points are added to the
// category totals and the selection is cleared; an answer marked for pets or children sets the
// flag; the recommendation is every category tied for the highest total.

export type Question = QuizData['questions'][number]
export type Category = QuizData['categories'][number]
export type CategoryKey = Category['key']
export type Scores = Record<CategoryKey, number>

/** The four categories in the order results are listed. */
export const CATEGORY_KEYS = ['lawnPrograms', 'pestControl', 'antControl', 'treeShrub'] as const satisfies readonly CategoryKey[]

export type QuizState = {
  screen: 'intro' | 'question' | 'results'
  /** The current question, counted from 0. */
  index: number
  /** The answers chosen on the current question, by position. */
  selected: readonly number[]
  scores: Scores
  petKid: boolean
}

export type QuizAction = { type: 'start' } | { type: 'toggle'; answer: number } | { type: 'next' } | { type: 'reset' }

export const INITIAL_QUIZ: QuizState = {
  screen: 'intro',
  index: 0,
  selected: [],
  scores: { lawnPrograms: 0, pestControl: 0, antControl: 0, treeShrub: 0 },
  petKid: false,
}

/** Progress shown on a question: its number / number of questions x 100 (20, 40 ... 100 for five). */
export function progress(questionNumber: number, total: number): number {
  return (questionNumber / total) * 100
}

/** Every category tied for the highest total, in the fixed category order. */
export function recommend(scores: Scores): CategoryKey[] {
  const top = Math.max(...CATEGORY_KEYS.map((key) => scores[key]))
  return CATEGORY_KEYS.filter((key) => scores[key] === top)
}

/** The quiz_results value a lead carries: the recommended services' names, comma-joined. */
export function resultsSummary(recommended: readonly CategoryKey[], categories: readonly Category[]): string {
  return recommended.map((key) => categories.find((category) => category.key === key)?.name ?? key).join(', ')
}

function addAnswers(state: QuizState, question: Question): QuizState {
  const chosen = state.selected.flatMap((position) => question.answers[position] ?? [])
  const scores = { ...state.scores }
  for (const answer of chosen) for (const key of CATEGORY_KEYS) scores[key] += answer.points[key]
  return { ...state, scores, petKid: state.petKid || chosen.some((answer) => answer.setsPetKidFlag === true), selected: [] }
}

/** The quiz's transitions over its questions; actions that do not apply on a screen change nothing. */
export function quizReducer(questions: readonly Question[]) {
  return (state: QuizState, action: QuizAction): QuizState => {
    switch (action.type) {
      case 'start':
        return state.screen === 'intro' && questions.length ? { ...INITIAL_QUIZ, screen: 'question' } : state
      case 'reset':
        return INITIAL_QUIZ
      case 'toggle': {
        const question = questions[state.index]
        if (state.screen !== 'question' || !question?.answers[action.answer]) return state
        const selected = state.selected.includes(action.answer)
          ? state.selected.filter((position) => position !== action.answer)
          : [...state.selected, action.answer].sort((a, b) => a - b)
        return { ...state, selected }
      }
      case 'next': {
        const question = questions[state.index]
        // Next stays disabled until an answer is chosen; the reducer holds the same rule.
        if (state.screen !== 'question' || !question || !state.selected.length) return state
        const scored = addAnswers(state, question)
        const last = state.index + 1 >= questions.length
        return last ? { ...scored, screen: 'results' } : { ...scored, index: state.index + 1 }
      }
    }
  }
}
