'use client'

import dynamic from 'next/dynamic'

// The forms only one kind of section draws (the estimator, the quiz, the newsletter sign-up, the
// opt-out), each in a script of its own that a page loads only when it draws that section. Imported
// directly, Turbopack merges all four into one chunk with code every form shares, which every page of
// sections would load (docs/performance.md, "JavaScript budget"). They are still
// rendered on the server, into the page's HTML; the browser hydrates each once its script is in.
// A lazy Client Component has to be declared in a Client Component for Next to split it out.

export const EstimatorForm = dynamic(() => import('@/features/pricing/estimator-form').then((module) => module.EstimatorForm))
export const QuizWidget = dynamic(() => import('@/features/quiz/quiz-widget').then((module) => module.QuizWidget))
export const NewsletterForm = dynamic(() => import('@/features/leads/newsletter-form').then((module) => module.NewsletterForm))
export const OptOutForm = dynamic(() => import('@/features/opt-out/opt-out-form').then((module) => module.OptOutForm))
