/** "Mary Ann Smith" -> Mary / Ann Smith: the quiz's one name field split at the first space (docs/decisions.md, "Quiz name field"). */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, ' ')
  const space = trimmed.indexOf(' ')
  return space === -1 ? { firstName: trimmed, lastName: '' } : { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) }
}
