import 'server-only'
import path from 'node:path'
import { z } from 'zod'
import { apiHostProblem } from '@site/sanity'
import { MIN_SECRET_LENGTH } from '@/sanity/webhook-signature'

// One validated view of the environment. Every variable is optional: with none set the site runs
// on the embedded dataset and the SQLite lead store, so `pnpm start` needs no account.
const schema = z.object({
  SITE_URL: z.url().default('http://localhost:3000'),
  CONTENT_DATASET: z.string().optional(),
  SANITY_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]+$/)
    .optional(),
  SANITY_API_READ_TOKEN: z.string().optional(),
  // Another host than https://<project>.api.sanity.io; only the Studio's browser test sets it (its
  // stand-in). The read token goes there: https only, plain http to this machine alone.
  SANITY_API_HOST: z
    .string()
    .refine((host) => apiHostProblem(host) === null, { error: (issue) => apiHostProblem(String(issue.input)) ?? 'Invalid SANITY_API_HOST' })
    .optional(),
  SANITY_REVALIDATE_SECRET: z
    .string()
    .min(MIN_SECRET_LENGTH, `SANITY_REVALIDATE_SECRET must be at least ${MIN_SECRET_LENGTH} characters (openssl rand -hex 32)`)
    .optional(),
  /** Where staff open the Studio; edit links in draft-mode previews point there (`sanity dev` serves :3333). */
  SANITY_STUDIO_URL: z.url().default('http://localhost:3333'),
  // Leads: SQLite file (default data/leads.db at the repository root) unless DATABASE_URL is set.
  LEADS_DB: z.string().optional(),
  // A cap on the lead store (the SQLite file; the Postgres database when set); past 90% of it leads
  // and sign-ups are answered 503 as on a full disk, and the rest is kept for opt-outs.
  LEADS_DB_MAX_BYTES: z.coerce.number().int().positive().optional(),
  // New rows the store takes an hour, leads and sign-ups in one bucket, opt-outs in another
  // (600 when unset, 0: no budget); past it posts are answered 503 until it refills.
  LEADS_WRITE_BUDGET: z.coerce.number().int().min(0).optional(),
  DATABASE_URL: z.string().optional(),
  // Several instances: Next's cache (web/serving/cache-handler.mjs) and the post limits are shared in this Redis.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional(),
  LEAD_FORWARD_URL: z.url().optional(),
  LEAD_FORWARD_TOKEN: z.string().optional(),
  LEAD_CLIENT_KEY: z.string().optional(),
  // The body forwarded leads take: the lead payload as stored, or HubSpot's Forms API v3 submission.
  LEAD_FORWARD_FORMAT: z.enum(['spec', 'hubspot']).optional(),
  // Lead and newsletter posts allowed per visitor address in 10 minutes; 0 turns the limit off.
  LEADS_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
  // E-mail for every request (office alert, visitor confirmation, visit windows), sent by nodemailer:
  // smtp://user:password@host:587 (STARTTLS, required off this machine) or smtps://host:465.
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s/?#]+(?::\d+)?\/?(?:\?\S*)?$/, 'SMTP_URL must look like smtp://user:password@host:587 or smtps://host:465')
    .optional(),
  // The sender of those e-mails: an address, or a name and an address, on one line. The e-mails carry
  // its address with the company name from Site settings as the name.
  SMTP_FROM: z
    .string()
    .regex(
      /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/,
      'SMTP_FROM must be an address such as office@example.com or "Company <office@example.com>"',
    )
    .optional(),
  // E-mails to visitors (confirmations, visit windows) in any hour, all visitors together; past it they
  // are skipped (leads are still stored and the office still told). 0: no e-mails to visitors.
  LEADS_VISITOR_MAIL_PER_HOUR: z.coerce.number().int().min(0).default(60),
  // Signs the links in the visit e-mails (the office's decision page, the visitor's own page). Unset: a
  // secret drawn once and kept in the lead store, shared by every instance on that store.
  VISIT_LINK_SECRET: z.string().min(32, 'VISIT_LINK_SECRET must be at least 32 characters (openssl rand -hex 32)').optional(),
  // Seconds the oldest undelivered office e-mail may wait before /api/health answers 503 (office-alerts).
  LEADS_ALERT_MAX_AGE: z.coerce.number().int().positive().default(900),
  // How many proxies (CDN, load balancer) stand in front of the site and append to X-Forwarded-For.
  // 0: the site is reached directly and keys rate limits on the connection's own address.
  TRUST_PROXY: z.coerce.number().int().min(0).max(5).default(0),
})

// An empty variable (FOO= in an env file) means "not set", not "set to nothing".
const parsed = schema.safeParse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')))
if (!parsed.success) {
  throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`)
}
if (parsed.data.SMTP_URL && !parsed.data.SMTP_FROM) {
  throw new Error(
    'Invalid environment:\nSMTP_URL is set without SMTP_FROM: set the sender the e-mails carry, e.g. "Company <office@example.com>".',
  )
}

export const env = {
  ...parsed.data,
  SITE_URL: parsed.data.SITE_URL.replace(/\/$/, ''),
  /** Default embedded dataset written by `pnpm seed`, relative to the web app. */
  defaultDatasetFile: path.join(process.cwd(), 'content', 'dataset.ndjson'),
}
