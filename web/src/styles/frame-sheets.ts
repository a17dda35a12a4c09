import { sheet as globals } from './globals.pcss'
import { sheet as button } from '@/components/ui/button.pcss'
import { sheet as header } from '@/components/layout/header.pcss'
import { sheet as footer } from '@/components/layout/footer.pcss'
import { sheet as dialog } from '@/components/ui/dialog.pcss'
import { sheet as leadForm } from '@/features/leads/lead-form.pcss'

/**
 * The sheets of every page's frame, which the site frame (components/layout/site-frame.tsx) draws ahead of all others so that a
 * section's own sheet overrides them as a later rule does: the buttons, the header, the footer, the
 * dialog, the forms (the contact dialog's is on every page), then the tokens and base rules, whose
 * shared classes (`container`) win over a frame class of the same weight. Sections use their classes
 * without drawing them.
 */
export const FRAME_SHEETS = [button, header, footer, dialog, leadForm, globals]
