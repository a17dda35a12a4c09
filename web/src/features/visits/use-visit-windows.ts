'use client'

import { useCallback, useEffect, useState } from 'react'
import type { VisitWindow } from '@site/leads/visit-window'
import type { PickerWording } from './server/visit-windows-handler'

// The picker's talk with the server: the open windows and its words (GET /api/visit-windows), and the
// visitor's choice (POST /api/leads/{id}/visit-window).

export type Loaded = { windows: VisitWindow[]; wording: PickerWording }
export type Choice = { ok: true; window: VisitWindow } | { ok: false; taken: boolean; windows?: VisitWindow[] }

const isWindow = (value: unknown): value is VisitWindow =>
  typeof value === 'object' && value !== null && ['id', 'date', 'start', 'end'].every((key) => typeof Reflect.get(value, key) === 'string')

const isWindowList = (value: unknown): value is VisitWindow[] => Array.isArray(value) && value.every(isWindow)

const WORDING_KEYS = [
  'heading',
  'intro',
  'dayLabel',
  'windowLabel',
  'chooseLabel',
  'skipLabel',
  'changeLabel',
  'doneLabel',
  'bookedText',
  'takenText',
  'failedText',
  'noneText',
] as const satisfies readonly (keyof PickerWording)[]

const isWording = (value: unknown): value is PickerWording =>
  typeof value === 'object' && value !== null && WORDING_KEYS.every((key) => typeof Reflect.get(value, key) === 'string')

const fieldOf = (data: unknown, name: string): unknown => (typeof data === 'object' && data !== null ? Reflect.get(data, name) : undefined)

/** The open windows and the picker's words; null while loading, false when there is nothing to show. */
export function useVisitWindows() {
  const [loaded, setLoaded] = useState<Loaded | null | false>(null)
  useEffect(() => {
    let live = true
    fetch('/api/visit-windows', { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? response.json() : null))
      .then((data: unknown) => {
        if (!live) return
        const wording = fieldOf(data, 'wording')
        const windows = fieldOf(data, 'windows')
        setLoaded(isWording(wording) && isWindowList(windows) ? { windows, wording } : false)
      })
      .catch(() => live && setLoaded(false))
    return () => {
      live = false
    }
  }, [])
  const replaceWindows = useCallback((windows: VisitWindow[]) => setLoaded((current) => (current ? { ...current, windows } : current)), [])
  return { loaded, replaceWindows }
}

export async function chooseWindow(lead: { id: string; token: string }, windowId: string): Promise<Choice> {
  try {
    const response = await fetch(`/api/leads/${encodeURIComponent(lead.id)}/visit-window`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ window: windowId, token: lead.token }),
    })
    const data: unknown = await response.json().catch(() => null)
    const window = fieldOf(data, 'window')
    if (response.ok && isWindow(window)) return { ok: true, window }
    const windows = fieldOf(data, 'windows')
    return { ok: false, taken: response.status === 409, ...(isWindowList(windows) ? { windows } : {}) }
  } catch {
    return { ok: false, taken: false }
  }
}
