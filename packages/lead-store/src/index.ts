// Durable storage for leads: SQLite by default, Postgres when DATABASE_URL is set. The lead capture
// work fills in the implementations behind this interface.
export interface LeadStoreInfo {
  readonly kind: 'sqlite' | 'postgres'
}
