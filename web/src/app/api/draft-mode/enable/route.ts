import { previewSource } from '@/sanity/source'
import { enableDraftModeHandler } from '@/sanity/draft-mode'

export const GET = enableDraftModeHandler(previewSource)
