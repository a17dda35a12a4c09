// Runs pnpm test's steps: stages one after another, the lanes of a stage side by side, the steps of a
// lane one after another. A step's output is printed as it comes, each line headed by the step's name
// when other steps run beside it. The first failure stops everything still running (its own process
// group, so a step's servers and browsers go with it) and the run exits 1. Prints the wall time of
// every step and every stage, and the run's total.
import { spawn, type ChildProcess } from 'node:child_process'
import { createInterface } from 'node:readline'

export type Io = {
  /** Runs a shell command; rejects when it exits with anything but 0. */
  exec: (command: string, options?: { cwd?: string; env?: Record<string, string> }) => Promise<void>
  /** Runs a shell command and resolves with what it printed (stdout and stderr); rejects like exec. */
  capture: (command: string, options?: { cwd?: string; env?: Record<string, string> }) => Promise<string>
  print: (text: string) => void
}

export type Step = { name: string; run: (io: Io) => Promise<void> }
/** Steps run one after another in a lane; a lane of one step is the step itself. */
export type Lane = Step | Step[]
export type Stage = { name: string; lanes: Lane[] }

type Timing = { name: string; seconds: number; stage: boolean }

const stepsOf = (lane: Lane): Step[] => (Array.isArray(lane) ? lane : [lane])
const seconds = (from: number) => (Date.now() - from) / 1000

export function stepNames(stages: Stage[]): string[] {
  return stages.flatMap((stage) => stage.lanes.flatMap(stepsOf)).map((step) => step.name)
}

export async function runStages(
  stages: Stage[],
  options: { root: string; env: NodeJS.ProcessEnv; only: string[]; serial: boolean },
): Promise<void> {
  const running = new Set<ChildProcess>()
  const stopAll = () => {
    for (const child of running) {
      try {
        if (child.pid) process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
    }
  }
  process.on('SIGINT', () => (stopAll(), process.exit(130)))
  process.on('SIGTERM', () => (stopAll(), process.exit(143)))

  const ioFor = (label: string | null): Io => {
    const print = (text: string) => {
      for (const line of text.replace(/\n$/, '').split('\n')) process.stdout.write(label ? `[${label}] ${line}\n` : `${line}\n`)
    }
    const start = (command: string, cwd: string | undefined, env: Record<string, string> | undefined, keep: string[] | null) =>
      new Promise<void>((resolve, reject) => {
        // Its own process group, so a failure elsewhere can stop it and everything it started.
        const child = spawn(command, {
          cwd: cwd ?? options.root,
          env: { ...options.env, ...env },
          shell: true,
          detached: true,
          stdio: ['ignore', 'pipe', 'pipe'],
        })
        running.add(child)
        for (const stream of [child.stdout, child.stderr]) {
          createInterface({ input: stream }).on('line', (line) => (keep ? keep.push(line) : print(line)))
        }
        child.on('close', (code, signal) => {
          running.delete(child)
          if (code === 0) resolve()
          else {
            if (keep) print(keep.join('\n'))
            reject(new Error(`"${command}" exited with ${code ?? signal}`))
          }
        })
      })
    return {
      print,
      exec: (command, { cwd, env } = {}) => start(command, cwd, env, null),
      capture: async (command, { cwd, env } = {}) => {
        const lines: string[] = []
        await start(command, cwd, env, lines)
        return lines.join('\n')
      },
    }
  }

  const chosen = (step: Step) => !options.only.length || options.only.includes(step.name)
  const unknown = options.only.filter((name) => !stepNames(stages).includes(name))
  if (unknown.length) throw new Error(`No step named ${unknown.join(', ')}; the steps: ${stepNames(stages).join(', ')}`)

  const timings: Timing[] = []
  const started = Date.now()
  let failed: Error | undefined
  for (const stage of stages) {
    const lanes = stage.lanes.map((lane) => stepsOf(lane).filter(chosen)).filter((lane) => lane.length)
    if (!lanes.length) continue
    // Side by side unless asked for one at a time (to time each step on its own).
    const together = options.serial ? lanes.flat().map((step) => [step]) : lanes
    const beside = !options.serial && lanes.flat().length > 1
    console.log(`\n▶ ${stage.name}: ${lanes.map((lane) => lane.map((step) => step.name).join(' → ')).join(beside ? ' | ' : ', ')}`)
    const stageStarted = Date.now()
    const runLane = async (lane: Step[]) => {
      for (const step of lane) {
        if (failed) return
        const stepStarted = Date.now()
        if (!beside) console.log(`\n▶ ${step.name}`)
        try {
          await step.run(ioFor(beside ? step.name : null))
        } catch (error) {
          if (!failed) {
            failed = new Error(`${step.name} failed: ${(error as Error).message}`)
            stopAll()
          }
          return
        }
        timings.push({ name: step.name, seconds: seconds(stepStarted), stage: false })
        if (beside) console.log(`[${step.name}] ✔ done in ${seconds(stepStarted).toFixed(1)} s`)
      }
    }
    if (options.serial) for (const lane of together) await runLane(lane)
    else await Promise.all(together.map(runLane))
    if (failed) break
    timings.push({ name: stage.name, seconds: seconds(stageStarted), stage: true })
  }
  const table = formatTimings(stages, timings)
  if (failed) {
    console.error(`\n✖ ${failed.message}\n${table}`)
    process.exit(1)
  }
  console.log(`\n✔ all checks passed in ${seconds(started).toFixed(0)} s\n${table}`)
}

/** Each stage's wall time, then its steps' (which overlap when they ran side by side). */
function formatTimings(stages: Stage[], timings: Timing[]): string {
  const rows: string[] = []
  for (const stage of stages) {
    const own = timings.find((timing) => timing.stage && timing.name === stage.name)
    const steps = stage.lanes.flatMap(stepsOf).flatMap((step) => timings.filter((timing) => !timing.stage && timing.name === step.name))
    if (!own && !steps.length) continue
    rows.push(`${stage.name.padEnd(28)} ${own ? own.seconds.toFixed(1).padStart(6) + ' s' : '     -'}`)
    for (const step of steps) rows.push(`  ${step.name.padEnd(26)} ${step.seconds.toFixed(1).padStart(6)} s`)
  }
  return rows.join('\n')
}
