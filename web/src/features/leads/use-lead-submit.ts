'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import type { FormEntry, LeadPayloadInput } from '@site/leads'
import { track } from '@/features/analytics/tracking'
import type { pickAttribution, submitLead } from './lead-submission'

/** The posting functions, from the lazily loaded lead-submission module. */
export type LeadSender = { pickAttribution: typeof pickAttribution; submitLead: typeof submitLead }

export type SubmitStatus = 'idle' | 'submitting' | 'success' | 'error'

/**
 * The shared submit routine of every lead form: posts the payload to /api/leads, holds the state
 * (Submitting..., Thank You!, the error message), reports tracking events, and after a success
 * clears the form after the form's own delay (3, 5 or 6 s).
 */
export function useLeadSubmit(form: FormEntry, onReset: () => void, pageName: string = form.pageName) {
  const [status, setStatus] = useState<SubmitStatus>('idle')
  const [error, setError] = useState<string | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const resetRef = useRef(onReset)
  useEffect(() => {
    resetRef.current = onReset
  })
  useEffect(() => () => clearTimeout(timer.current), [])

  const reset = useCallback(() => {
    clearTimeout(timer.current)
    setStatus('idle')
    setError(null)
    resetRef.current()
  }, [])

  const submit = useCallback(
    async (payload: LeadPayloadInput, { pickAttribution, submitLead }: LeadSender) => {
      const attribution = pickAttribution(payload.leadData)
      setStatus('submitting')
      setError(null)
      track('form_submission', { form_id: form.id, form_type: form.formType, page: form.page, page_name: pageName, ...attribution })
      const result = await submitLead(payload)
      if (!result.ok) {
        setStatus('error')
        setError(result.message)
        return result
      }
      setStatus('success')
      track('generate_lead', { form_id: form.id, form_type: form.formType, page_name: pageName })
      timer.current = setTimeout(reset, form.resetSeconds * 1000)
      return result
    },
    [form, pageName, reset],
  )

  /** Shows a failure that happened before anything was sent (the form's code could not load). */
  const fail = useCallback((message: string) => {
    setStatus('error')
    setError(message)
  }, [])

  return { status, error, submit, fail }
}
