// A one-line progress bar on a terminal; plain lines (one per step) when output goes to a file or CI log.

export type Output = { write(text: string): unknown; isTTY?: boolean | undefined }

export class Progress {
  #done = 0
  #lastLine = ''
  readonly out: Output
  readonly label: string
  readonly total: number

  constructor(out: Output, label: string, total: number) {
    this.out = out
    this.label = label
    this.total = total
    this.#draw('')
  }

  tick(count: number, detail = ''): void {
    this.#done = Math.min(this.total, this.#done + count)
    this.#draw(detail)
  }

  finish(summary: string): void {
    if (this.out.isTTY) this.out.write(`\r\x1b[2K`)
    this.out.write(`${this.label}: ${summary}\n`)
  }

  #draw(detail: string): void {
    const width = 28
    const filled = this.total ? Math.round((this.#done / this.total) * width) : width
    const bar = `[${'#'.repeat(filled)}${'.'.repeat(width - filled)}]`
    const line = `${this.label} ${bar} ${this.#done}/${this.total}${detail ? ` ${detail}` : ''}`
    if (this.out.isTTY) this.out.write(`\r\x1b[2K${line}`)
    else if (line !== this.#lastLine && (this.#done === 0 || this.#done === this.total || detail)) this.out.write(`${line}\n`)
    this.#lastLine = line
  }
}
