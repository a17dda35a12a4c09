// Analytics events go to window.dataLayer, where Google Tag Manager picks them up when a container
// is configured. No personal data: form events carry the form's identity and campaign attribution,
// never what the visitor typed. The console sees them only in development.

type EventData = Record<string, string | number | boolean | undefined>

declare global {
  interface Window {
    dataLayer?: Record<string, unknown>[]
  }
}

export function track(event: string, data: EventData = {}): void {
  if (typeof window === 'undefined') return
  const entry = { event, ...data }
  window.dataLayer ??= []
  window.dataLayer.push(entry)
  if (process.env.NODE_ENV === 'development') console.info('[tracking]', entry)
}
