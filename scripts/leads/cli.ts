// pnpm leads: the office's view of stored leads and the CRM outbox.
//   pnpm leads list [--status pending|delivered|parked] [--limit 20]
//   pnpm leads show <id>
//   pnpm leads export [--format csv|json] [--newsletter] [--out file]
//   pnpm leads opt-outs [--format table|csv|json]   withdrawn consent, newest first (csv/json: all)
//   pnpm leads retry [<id> ...]          parked leads (all, or the ones named) back in the queue
//   pnpm leads drain                     forward every lead due now to LEAD_FORWARD_URL
//   pnpm leads status                    where leads are kept, how many are in each state, the e-mail queue
//                                        (exits 2 while an office alert is older than LEADS_ALERT_MAX_AGE)
//   pnpm leads visits [--date YYYY-MM-DD] requested estimate visits of a day, by window
//   pnpm leads retry --mail [<id> ...]   parked e-mails back in the queue
//   pnpm leads visits cancel <lead id>   the office takes a requested visit window back
//   pnpm leads reminders [--now ISO]     queue the reminders due now (the afternoon before confirmed visits)
//   pnpm leads agenda [--now ISO]        queue the office's list of the day's visits, when due
//   pnpm leads forget <email|phone> ...  a person's data deleted on request (privacy policy)
//   pnpm leads purge [--older-than 3y]   leads past the retention period deleted
//   pnpm leads backup <file> | --dir DIR a consistent copy while leads arrive; --dir rotates
// Uses the same store as the site: DATABASE_URL (Postgres), else LEADS_DB, else data/leads.db.
import { createWriteStream } from 'node:fs'
import { parseArgs } from 'node:util'
import { describeLeadStore, openLeadStore, type LeadStore, type OutboxStatus, OUTBOX_STATUSES } from '@site/lead-store'
import { drain, exportTo, listLeads, listOptOuts } from './commands.ts'
import { mailStatusLines, officeAlertStatus } from './mail-status.ts'
import { backup } from './backup.ts'
import { forget, purge, recordKeeping } from './privacy.ts'
import { cancelVisitOf, listVisits, visitDate } from './visits.ts'
import { noticeTimes, parseNow, queueAgenda, queueReminders } from './visit-notices.ts'
import { terminalJson, terminalText } from './terminal.ts'

const USAGE = `Usage: pnpm leads <command>
  list [--status pending|delivered|parked] [--limit N]   newest leads first
  show <id>                                               one lead, everything kept about it
  export [--format csv|json] [--newsletter] [--out FILE]  every lead (or newsletter sign-up), with attribution
  opt-outs [--format table|csv|json] [--out FILE]        withdrawn consent (texts, e-mails); csv/json export all
  retry [<id> ...]                                        put parked leads back in the forwarding queue
  retry --mail [<id> ...]                                 put parked e-mails back in the e-mail queue
  drain                                                   forward every lead due now to LEAD_FORWARD_URL
  status                                                  where leads are kept, counts per state, the e-mail queue
  visits [--date YYYY-MM-DD]                              requested estimate visits of a day (today), by window
  visits cancel <lead id>                                 take a requested visit window back (the place is freed)
  reminders [--now ISO-TIME]                              queue the reminders due (the afternoon before confirmed visits)
  agenda [--now ISO-TIME]                                 queue the office's e-mail of the day's visits, when due
  forget <e-mail or phone> [...]                          delete a person's leads, e-mails, visits and sign-ups
  purge [--older-than 3y|36m|1095d]                       delete leads past the retention period (Site settings)
  backup <file> | --dir DIR                               copy the store while it runs; --dir removes old copies`

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    status: { type: 'string' },
    limit: { type: 'string' },
    format: { type: 'string' },
    newsletter: { type: 'boolean', default: false },
    mail: { type: 'boolean', default: false },
    date: { type: 'string' },
    out: { type: 'string' },
    'older-than': { type: 'string' },
    dir: { type: 'string' },
    now: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
})
const [command, ...args] = positionals

function fail(message: string): never {
  console.error(message)
  process.exit(1)
}

async function main(store: LeadStore): Promise<void> {
  switch (command) {
    case 'list': {
      const status = values.status
      if (status !== undefined && !OUTBOX_STATUSES.some((known) => known === status))
        fail(`--status must be one of ${OUTBOX_STATUSES.join(', ')}`)
      const limit = Number(values.limit ?? 20)
      if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a positive whole number')
      const known = OUTBOX_STATUSES.find((s) => s === status)
      return listLeads(store, { limit, ...(known ? { status: known } : {}) })
    }
    case 'show': {
      if (!args[0]) fail('Usage: pnpm leads show <id>')
      const lead = await store.getLead(args[0])
      if (!lead) fail(`No lead with id ${terminalText(args[0])}`)
      const mail = await store.mail.ofLead(lead.id)
      console.log(terminalJson({ ...lead, mail }, 2))
      return
    }
    case 'export': {
      const format =
        values.format === 'json' ? 'json' : [undefined, 'csv'].includes(values.format) ? 'csv' : fail('--format must be csv or json')
      const out = values.out ? createWriteStream(values.out, { mode: 0o600 }) : process.stdout
      await exportTo(store, out, values.newsletter ? 'newsletter' : 'leads', format)
      return
    }
    case 'opt-outs': {
      if (values.format === undefined || values.format === 'table') {
        const limit = Number(values.limit ?? 20)
        if (!Number.isInteger(limit) || limit < 1) fail('--limit must be a positive whole number')
        return listOptOuts(store, limit)
      }
      const format = values.format === 'json' ? 'json' : values.format === 'csv' ? 'csv' : fail('--format must be table, csv or json')
      await exportTo(store, values.out ? createWriteStream(values.out, { mode: 0o600 }) : process.stdout, 'opt-outs', format)
      return
    }
    case 'retry': {
      if (values.mail) {
        const count = await store.mail.requeueParked(new Date().toISOString(), args.length ? args : undefined)
        console.log(
          `${count} parked e-mail${count === 1 ? '' : 's'} queued again; the site sends ${count === 1 ? 'it' : 'them'} within a minute.`,
        )
        return
      }
      const count = await store.requeueParked(new Date().toISOString(), args.length ? args : undefined)
      console.log(`${count} parked lead${count === 1 ? '' : 's'} queued again.`)
      if (count)
        console.log(process.env.LEAD_FORWARD_URL ? 'Run "pnpm leads drain" to send them now.' : 'Set LEAD_FORWARD_URL to forward them.')
      return
    }
    case 'drain':
      return drain(store)
    case 'status': {
      console.log(`Store: ${describeLeadStore()}`)
      const counts = await Promise.all(OUTBOX_STATUSES.map(async (status: OutboxStatus) => `${status} ${await store.countLeads(status)}`))
      console.log(`Leads: ${await store.countLeads()} (${counts.join(', ')})`)
      console.log(`Newsletter sign-ups: ${await store.countSubscriptions()}`)
      console.log(`Opt-outs (withdrawn consent): ${await store.countOptOuts()}`)
      console.log(
        `Forwarding: ${process.env.LEAD_FORWARD_URL ? `to ${new URL(process.env.LEAD_FORWARD_URL).origin}` : 'off (LEAD_FORWARD_URL not set)'}`,
      )
      const due = await store.nextDueAt()
      if (due) console.log(`Next lead due to be forwarded: ${due}`)
      for (const line of await mailStatusLines(store)) console.log(line)
      const alerts = await officeAlertStatus(store)
      console.log(alerts.line)
      if (alerts.late) process.exitCode = 2
      return
    }
    case 'forget':
      return forget(store, args)
    case 'purge':
      return purge(store, values['older-than'])
    case 'backup': {
      if (Boolean(args[0]) === Boolean(values.dir)) fail('Usage: pnpm leads backup <file>, or pnpm leads backup --dir <directory>')
      return backup(store, values.dir ? { dir: values.dir } : { file: args[0]! }, async () => (await recordKeeping()).backupDays)
    }
    case 'visits': {
      if (args[0] === 'cancel') return cancelVisitOf(store, args[1])
      const day = visitDate(values.date)
      if ('error' in day) fail(day.error)
      return listVisits(store, day.date)
    }
    case 'reminders':
      return queueReminders(store, await noticeTimes(), parseNow(values.now))
    case 'agenda':
      return queueAgenda(store, await noticeTimes(), parseNow(values.now))
    default:
      console.log(USAGE)
      if (command && !values.help) process.exitCode = 1
  }
}

if (!command || values.help) {
  console.log(USAGE)
} else {
  const store = await openLeadStore()
  try {
    await main(store)
  } catch (error) {
    // The command's own words (a bad argument, a file that exists), not a stack trace.
    console.error(`pnpm leads ${command}: ${error instanceof Error ? error.message : String(error)}`)
    process.exitCode = 1
  } finally {
    await store.close()
  }
}
