import { leadStore } from '@/features/leads/server/store-and-senders'
import { handleVisitWindowsGet } from '@/features/visits/server/visit-windows-handler'
import { visitSchedule } from '@/features/visits/server/visit-services'

// Answers per request: the windows change as visitors take them.
export const dynamic = 'force-dynamic'

export async function GET(): Promise<Response> {
  return handleVisitWindowsGet({ store: leadStore, schedule: visitSchedule })
}
