import { useId, type FormEvent, type RefObject } from 'react'
import { buttonClass } from '@/components/ui/button'
import { progress, type Question } from './scoring'
import styles from './quiz.pcss'

type Props = {
  question: Question
  headingRef: RefObject<HTMLHeadingElement | null>
  heading: 'h2' | 'h3'
  /** The progress line, e.g. "Question 2 of 5". */
  step: string
  number: number
  total: number
  hint: string
  buttonLabel: string
  selected: readonly number[]
  onToggle: (answer: number) => void
  onNext: () => void
}

/**
 * One question: a progress bar, the question as the legend of a group of checkboxes (several answers
 * allowed), and Next, disabled until an answer is chosen. There is deliberately no Back button.
 */
export function QuizQuestion({
  question,
  headingRef,
  heading: H,
  step,
  number,
  total,
  hint,
  buttonLabel,
  selected,
  onToggle,
  onNext,
}: Props) {
  const id = useId()
  const percent = progress(number, total)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (selected.length) onNext()
  }
  return (
    <form className={styles.question} onSubmit={submit} noValidate>
      <div className={styles.progress}>
        <p id={`${id}-step`} className={styles.step}>
          {step}
        </p>
        <div
          className={styles.track}
          role="progressbar"
          aria-labelledby={`${id}-step`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(percent)}
        >
          <span className={styles.bar} style={{ width: `${percent}%` }} />
        </div>
      </div>
      <fieldset className={styles.fieldset} aria-describedby={`${id}-hint`}>
        <legend className={styles.legend}>
          <H ref={headingRef} tabIndex={-1} className={styles.title}>
            {question.text}
          </H>
        </legend>
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
        <div className={styles.answers}>
          {question.answers.map((answer, position) => (
            <label key={answer._key} className={styles.answer}>
              <input
                type="checkbox"
                name="answer"
                value={position}
                checked={selected.includes(position)}
                onChange={() => onToggle(position)}
              />
              <span>{answer.text}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`${buttonClass('primary')} ${styles.next}`} disabled={!selected.length}>
        {buttonLabel}
      </button>
    </form>
  )
}
