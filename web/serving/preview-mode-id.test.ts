import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { PREVIEW_PROPS_FILE, providePreviewModeId, readPreviewModeId } from './preview-mode-id'

// Next's own modules, as its server and its proxy adapter use them: if either moves or renames what
// this workaround leans on, these fail.
const require = createRequire(import.meta.url)
const nextConstants = require('next/dist/shared/lib/constants.js') as { SERVER_DIRECTORY: string; PREVIEW_PROPS_MANIFEST: string }
const { getEdgePreviewProps } = require('next/dist/server/web/get-edge-preview-props.js') as {
  getEdgePreviewProps: () => { previewModeId: string }
}

let distDir: string
afterEach(() => {
  rmSync(distDir, { recursive: true, force: true })
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

function build(props: unknown): string {
  distDir = mkdtempSync(join(tmpdir(), 'preview-props-'))
  const file = join(distDir, PREVIEW_PROPS_FILE)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(props))
  return distDir
}

it("reads the preview id from the file Next's server reads it from", () => {
  expect(PREVIEW_PROPS_FILE).toBe(join(nextConstants.SERVER_DIRECTORY, nextConstants.PREVIEW_PROPS_MANIFEST))
  expect(readPreviewModeId(build({ previewModeId: 'a1b2c3', previewModeSigningKey: 'k' }))).toBe('a1b2c3')
  expect(readPreviewModeId(build({ previewModeId: '' }))).toBeNull()
  expect(readPreviewModeId(join(tmpdir(), 'no-build-here'))).toBeNull()
})

it("hands it to Next's proxy where the proxy's adapter looks for it", () => {
  vi.stubEnv('__NEXT_PREVIEW_MODE_ID', '')
  providePreviewModeId(build({ previewModeId: 'a1b2c3' }))
  expect(getEdgePreviewProps().previewModeId).toBe('a1b2c3')
})

it('says so when the build has no preview id, and leaves draft mode off', () => {
  vi.stubEnv('__NEXT_PREVIEW_MODE_ID', '')
  const error = vi.spyOn(console, 'error').mockImplementation(() => {})
  providePreviewModeId(build({}))
  expect(getEdgePreviewProps().previewModeId).toBe('')
  expect(error).toHaveBeenCalledWith(expect.stringContaining('draft mode will not open the page policy'))
})
