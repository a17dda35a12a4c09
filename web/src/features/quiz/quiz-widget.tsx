'use client'

import { useEffect, useReducer, useRef } from 'react'
import { buttonClass } from '@/components/ui/button'
import type { QuizData } from '@/sanity/types'
import { QuizQuestion } from './quiz-question'
import { QuizResults, type ResultsForm } from './quiz-results'
import { INITIAL_QUIZ, quizReducer, type QuizAction } from './scoring'
import styles from './quiz.pcss'

type Props = {
  quiz: QuizData
  /** h2 when the quiz is the section's only heading, h3 under a section heading. */
  headingLevel: 2 | 3
  form: ResultsForm
}

/** The question number and total in the editors' progress line, e.g. "Question 2 of 5". */
const progressText = (label: string, number: number, total: number) =>
  label.replaceAll('{number}', String(number)).replaceAll('{total}', String(total))

/**
 * The Lawn Quiz: intro, five questions, results with the request form, and Take Quiz Again. Each
 * step change moves focus to the new step's heading and is announced in a live region, so keyboard
 * and screen reader users always know where they are.
 */
export function QuizWidget({ quiz, headingLevel, form }: Props) {
  const [state, dispatch] = useReducer(quizReducer(quiz.questions), INITIAL_QUIZ)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const act = (action: QuizAction) => {
    moved.current = true
    dispatch(action)
  }
  useEffect(() => {
    // Never on the first render: the page must not jump to the quiz on load.
    if (moved.current) heading.current?.focus()
  }, [state.screen, state.index])

  const total = quiz.questions.length
  const question = quiz.questions[state.index]
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const step = progressText(quiz.progressLabel, state.index + 1, total)
  const announcement = state.screen === 'question' ? step : state.screen === 'results' ? quiz.resultsHeading : ''

  return (
    <div className={`${styles.quiz} ${state.screen === 'results' ? styles.wide : ''}`}>
      <p className="visually-hidden" aria-live="polite" aria-atomic="true">
        {announcement}
      </p>
      {state.screen === 'intro' || !question ? (
        <div className={styles.intro}>
          <H ref={heading} tabIndex={-1} className={styles.title}>
            {quiz.introHeading}
          </H>
          <p className={styles.lead}>{quiz.introText}</p>
          <button type="button" className={buttonClass('primary')} onClick={() => act({ type: 'start' })}>
            {quiz.startLabel}
          </button>
        </div>
      ) : state.screen === 'question' ? (
        <QuizQuestion
          key={state.index}
          question={question}
          headingRef={heading}
          heading={H}
          step={step}
          number={state.index + 1}
          total={total}
          hint={quiz.answerHint}
          buttonLabel={state.index + 1 === total ? quiz.finishLabel : quiz.nextLabel}
          selected={state.selected}
          onToggle={(answer) => act({ type: 'toggle', answer })}
          onNext={() => act({ type: 'next' })}
        />
      ) : (
        <QuizResults
          quiz={quiz}
          scores={state.scores}
          petKid={state.petKid}
          headingRef={heading}
          headingLevel={headingLevel}
          form={form}
          onRetake={() => act({ type: 'reset' })}
        />
      )}
    </div>
  )
}
