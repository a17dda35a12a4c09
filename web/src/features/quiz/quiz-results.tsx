import type { RefObject } from 'react'
import type { FormEntry } from '@site/leads'
import { buttonClass } from '@/components/ui/button'
import { LeadForm } from '@/features/leads/lead-form'
import type { QuizData } from '@/sanity/types'
import { recommend, resultsSummary, type Scores } from './scoring'
import styles from './quiz.pcss'

/** The results form's wording, and the form itself (formEntry; the browser never loads the whole table). */
export type ResultsForm = {
  consentText: string
  consentVersion: string
  texting: { text: string; version: string }
  note: string | null
  lead: FormEntry
}

type Props = {
  quiz: QuizData
  scores: Scores
  petKid: boolean
  headingRef: RefObject<HTMLHeadingElement | null>
  headingLevel: 2 | 3
  form: ResultsForm
  onRetake: () => void
}

/**
 * The recommendation (every category tied for the top, each with why and a link to its page), the
 * results form that sends it as a quiz-completion lead, and Take Quiz Again.
 */
export function QuizResults({ quiz, scores, petKid, headingRef, headingLevel, form, onRetake }: Props) {
  const recommended = recommend(scores)
  const categories = recommended.flatMap((key) => quiz.categories.filter((category) => category.key === key))
  const H = headingLevel === 2 ? 'h2' : 'h3'
  const Sub = headingLevel === 2 ? 'h3' : 'h4'
  return (
    <div className={styles.results}>
      <div className={styles.recommendation}>
        <H ref={headingRef} tabIndex={-1} className={styles.title}>
          {quiz.resultsHeading}
        </H>
        <p className={styles.lead}>{quiz.resultsText}</p>
        <ul className={styles.services}>
          {categories.map((category) => (
            <li key={category._key} className={styles.service}>
              <Sub className={styles.serviceName}>
                <a href={category.href}>{category.name}</a>
              </Sub>
              <p>{category.why}</p>
            </li>
          ))}
        </ul>
        {petKid && quiz.petKidNote ? <p className={styles.petKid}>{quiz.petKidNote}</p> : null}
      </div>
      <div className={styles.formCard}>
        <Sub className={styles.formTitle}>{quiz.formHeading}</Sub>
        <LeadForm
          form={form.lead}
          buttonLabel={quiz.formButtonLabel}
          serviceOptions={[]}
          consentText={form.consentText}
          consentVersion={form.consentVersion}
          texting={form.texting}
          note={form.note}
          additionalData={{ quiz_results: resultsSummary(recommended, quiz.categories), pet_kid_safe: petKid }}
        />
      </div>
      <button type="button" className={`${buttonClass('outline')} ${styles.retake}`} onClick={onRetake}>
        {quiz.retakeLabel}
      </button>
    </div>
  )
}
