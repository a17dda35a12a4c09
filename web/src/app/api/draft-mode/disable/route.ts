import { disableDraftMode } from '@/sanity/draft-mode'

export const GET = disableDraftMode
