'use server'

import { headers } from 'next/headers'
import { redirect } from 'next/navigation'
import { FORMS, MESSAGES, type FormId } from '@site/leads'
import { env } from '@/env'
import { takeOptOut } from '@/features/opt-out/server/opt-out-intake'
import { THANK_YOU_PATHS, type NativeFormState, type NativeFormValues } from '../native-form-state'
import { TOO_MANY, admitVisitor } from './admission'
import { takeLead, takeSignup, type Intake, type Visitor } from './lead-intake'
import { field, fieldErrors, leadBodyFrom, leadValues, optOutBodyFrom, pageOf, signupBodyFrom } from './native-form-bodies'
import { unacceptableContent } from './request-body'
import { leadIntakeDeps, leadLimiter, optOutLimiter } from './services'

// The forms as they post before their scripts run, or without scripts at all: React renders each
// form with its server action, so the browser posts it to the page it is on and Next runs the action
// here. Each goes through the same intake as its JSON endpoint (same rules, limits, consent evidence
// and store), then sends the visitor to a thank-you page with a 303, or shows the page again with the
// server's messages beside the fields and the visitor's values in them. With scripts the forms post
// JSON instead and never come here. Everything posted is treated as hostile: an action can be called
// by anyone, with anything.

type Door = {
  limiter: typeof leadLimiter
  thanks: string
  values: (form: FormData) => NativeFormValues
  take: (form: FormData, visitor: Visitor, page: { domain: string; url: string }) => Promise<Intake | null>
  quiz?: (form: FormData) => boolean
}

async function send(door: Door, form: unknown): Promise<NativeFormState> {
  if (!(form instanceof FormData)) return { status: 'error', message: MESSAGES.invalidRequest, errors: {}, values: {} }
  const values = door.values(form)
  const request = await headers()
  const visitor = await admitVisitor(request, { limiter: door.limiter(), trustedProxies: env.TRUST_PROXY })
  if (!visitor.ok) return { status: 'error', message: TOO_MANY, errors: {}, values }
  const intake = await door.take(form, visitor, pageOf(request, env.SITE_URL))
  if (!intake) return { status: 'error', message: MESSAGES.unknownForm, errors: {}, values }
  switch (intake.kind) {
    case 'stored':
      // Outside any try: Next answers the redirect itself (303 to a post without scripts).
      return redirect(door.thanks)
    case 'invalid':
      return { status: 'invalid', message: intake.message, errors: fieldErrors(intake.issues, door.quiz?.(form)), values }
    case 'refused':
      return { status: 'error', message: intake.message, errors: {}, values }
  }
}

/** The same check of text the JSON endpoints make while reading a body (request-body.ts). */
function checked(body: unknown): Intake | null {
  const problem = unacceptableContent(body)
  return problem ? { kind: 'invalid', message: MESSAGES.invalidRequest, issues: [problem] } : null
}

const isQuiz = (form: FormData) => FORMS[field(form, 'formId') as FormId]?.fields === 'quiz'

export async function sendLeadForm(_shown: NativeFormState, form: FormData): Promise<NativeFormState> {
  return send(
    {
      limiter: leadLimiter,
      thanks: THANK_YOU_PATHS.lead,
      values: leadValues,
      quiz: isQuiz,
      take: async (posted, visitor, page) => {
        const body = leadBodyFrom(posted, page)
        return body && (checked(body) ?? takeLead(body, visitor, leadIntakeDeps()))
      },
    },
    form,
  )
}

export async function sendSignupForm(_shown: NativeFormState, form: FormData): Promise<NativeFormState> {
  return send(
    {
      limiter: leadLimiter,
      thanks: THANK_YOU_PATHS.newsletter,
      values: (posted) => ({ email: field(posted, 'email').slice(0, 300), consent: posted.get('consent') !== null }),
      take: async (posted, visitor, page) => {
        const body = signupBodyFrom(posted, page)
        return checked(body) ?? takeSignup(body, visitor, leadIntakeDeps())
      },
    },
    form,
  )
}

export async function sendOptOutForm(_shown: NativeFormState, form: FormData): Promise<NativeFormState> {
  return send(
    {
      limiter: optOutLimiter,
      thanks: THANK_YOU_PATHS.optOut,
      values: (posted) => ({
        email: field(posted, 'email').slice(0, 300),
        phone: field(posted, 'phone').slice(0, 40),
        channels: field(posted, 'channels').slice(0, 10),
      }),
      take: async (posted, visitor, page) => {
        const body = optOutBodyFrom(posted, page)
        return checked(body) ?? takeOptOut(body, visitor, leadIntakeDeps())
      },
    },
    form,
  )
}
