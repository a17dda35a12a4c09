'use client'

import { useEffect, useId, useMemo, useRef, useState } from 'react'
import { visitDayShort, visitTimes, visitWindowLabel, type VisitWindow } from '@site/leads/visit-window'
import { chooseWindow, useVisitWindows } from './use-visit-windows'
import { SheetStyle } from '@/styles/sheet-style'
import styles, { href as sheetHref } from './visit-picker.pcss'

type Phase = { step: 'choosing'; message: string | null } | { step: 'saving' } | { step: 'booked'; window: VisitWindow }

/**
 * After a form was sent: the visitor may pick a day and an arrival window for the estimate visit, or
 * skip. Native radio groups (arrow keys move within a group, one tab stop each) with visible legends;
 * the heading takes the focus when the picker appears, and outcomes are announced (role=status).
 * Every word comes from the Visit scheduling document.
 */
export default function VisitPicker({ lead, onClose }: { lead: { id: string; token: string }; onClose: () => void }) {
  const { loaded, replaceWindows } = useVisitWindows()
  const [phase, setPhase] = useState<Phase>({ step: 'choosing', message: null })
  const [day, setDay] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)
  const heading = useRef<HTMLHeadingElement>(null)
  const close = useRef(onClose)
  const id = useId()
  useEffect(() => {
    close.current = onClose
  })

  const windows = useMemo(() => (loaded ? loaded.windows : []), [loaded])
  // One entry per day, in the order the server lists them (by date).
  const days = useMemo(() => [...new Map(windows.map((window) => [window.date, window])).values()], [windows])
  const shownDay = day && days.some((window) => window.date === day) ? day : (days[0]?.date ?? null)
  const ofDay = windows.filter((window) => window.date === shownDay)

  // Once, when the windows arrive: the focus moves to the picker (the form's button is disabled by
  // then), so a keyboard or screen-reader user lands on it. Nothing to offer: the picker steps aside.
  useEffect(() => {
    if (loaded) heading.current?.focus()
    if (loaded === false) close.current()
  }, [loaded])

  if (!loaded) return null
  const { wording } = loaded

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!chosen || phase.step === 'saving') return
    setPhase({ step: 'saving' })
    const result = await chooseWindow(lead, chosen)
    if (result.ok) return setPhase({ step: 'booked', window: result.window })
    if (result.windows) replaceWindows(result.windows)
    setChosen(null)
    setPhase({ step: 'choosing', message: result.taken ? wording.takenText : wording.failedText })
  }

  const status =
    phase.step === 'booked'
      ? wording.bookedText.replace('{window}', visitWindowLabel(phase.window))
      : phase.step === 'choosing'
        ? (phase.message ?? (windows.length ? '' : wording.noneText))
        : ''

  return (
    <section className={styles.picker} aria-labelledby={`${id}-heading`}>
      {/* Drawn only in the browser, after a lead is sent: React loads the sheet's file before showing it. */}
      <SheetStyle href={sheetHref} />
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className={styles.heading}>
        {wording.heading}
      </h3>
      {phase.step === 'booked' ? null : <p className={styles.intro}>{wording.intro}</p>}
      {phase.step === 'booked' || !windows.length ? null : (
        <form className={styles.form} onSubmit={submit} aria-busy={phase.step === 'saving'}>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{wording.dayLabel}</legend>
            <div className={styles.options}>
              {days.map((window) => (
                <label key={window.date} className={styles.option}>
                  <input
                    type="radio"
                    name={`${id}-day`}
                    value={window.date}
                    checked={window.date === shownDay}
                    onChange={() => {
                      setDay(window.date)
                      setChosen(null)
                    }}
                  />
                  <span>{visitDayShort(window)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className={styles.group}>
            <legend className={styles.legend}>{wording.windowLabel}</legend>
            <div className={`${styles.options} ${styles.times}`}>
              {ofDay.map((window) => (
                <label key={window.id} className={styles.option}>
                  <input
                    type="radio"
                    name={`${id}-window`}
                    value={window.id}
                    checked={window.id === chosen}
                    onChange={() => setChosen(window.id)}
                  />
                  <span>{visitTimes(window)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary} disabled={!chosen || phase.step === 'saving'}>
              {wording.chooseLabel}
            </button>
            <button type="button" className={styles.secondary} onClick={onClose}>
              {wording.skipLabel}
            </button>
          </div>
        </form>
      )}
      <p role="status" className={phase.step === 'booked' ? styles.booked : styles.status}>
        {status}
      </p>
      {phase.step === 'booked' || !windows.length ? (
        <div className={styles.actions}>
          {phase.step === 'booked' && windows.length ? (
            <button type="button" className={styles.secondary} onClick={() => setPhase({ step: 'choosing', message: null })}>
              {wording.changeLabel}
            </button>
          ) : null}
          <button type="button" className={styles.primary} onClick={onClose}>
            {wording.doneLabel}
          </button>
        </div>
      ) : null}
    </section>
  )
}
