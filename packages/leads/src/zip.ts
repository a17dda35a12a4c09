// ZIP rules: digits only (anything else is dropped as it is typed), exactly five.

export const ZIP_LENGTH = 5
export const ZIP_PATTERN = '[0-9]{5}'

export function sanitizeZip(value: string): string {
  return value.replace(/\D/g, '').slice(0, ZIP_LENGTH)
}

export function isZip(value: string): boolean {
  return /^\d{5}$/.test(value)
}
