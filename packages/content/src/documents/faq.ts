import type { Seed, Schema } from '../seed-types.ts'
import { ref } from '../refs.ts'

type Faq = Seed<Schema.Faq>

/** A question of the FAQ library with the deterministic id faq-<topic>-<slug>. */
export function faq(topic: Faq['topic'], slug: string, question: string, answer: string): Faq {
  return { _id: `faq-${topic}-${slug}`, _type: 'faq', topic, question, answer }
}

/** References to the given questions, in order, for a page's faqSection. */
export const faqRefs = (faqs: readonly Faq[]) => faqs.map((item) => ref(item._id))
