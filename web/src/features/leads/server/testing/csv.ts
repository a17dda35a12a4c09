// A strict CSV reader (RFC 4180: quoted cells, doubled quotes, line breaks inside quotes) for tests
// that check an export keeps every cell in its column whatever the visitor typed.
export function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i]
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') {
      if (cell) throw new Error(`a quote inside an unquoted cell at ${i}`)
      quoted = true
    } else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n') {
      rows.push([...row, cell])
      row = []
      cell = ''
    } else cell += char
  }
  if (quoted) throw new Error('an unterminated quoted cell')
  if (cell || row.length) rows.push([...row, cell])
  return rows
}
