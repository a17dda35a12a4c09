import { formEntry } from '@site/leads'
import type { SectionOf } from '@/sanity/types'
import { getLayout, getQuiz } from '@/sanity/content'
import { QuizWidget } from '../section-forms'
import { sheet } from '@/features/quiz/quiz.pcss'
import { SectionShell } from '../shared/section-shell'
import { Sheet } from '@/styles/sheet'

/** The Lawn Quiz from the quiz document, with the site's consent wording for its results form. */
export async function QuizSection({ section }: { section: SectionOf<'quizSection'> }) {
  const [quiz, { settings }] = await Promise.all([getQuiz(), getLayout()])
  if (!quiz) return null
  return (
    <SectionShell heading={section.heading} intro={section.intro} id="quiz" tone="tinted">
      <Sheet of={sheet} />
      <QuizWidget
        quiz={quiz}
        headingLevel={section.heading ? 3 : 2}
        form={{
          consentText: settings.consentText,
          consentVersion: settings.consentVersion,
          texting: { text: settings.smsConsentText, version: settings.smsConsentVersion },
          note: settings.responseTime,
          lead: formEntry('service-quiz'),
        }}
      />
    </SectionShell>
  )
}
