// The part of `compression` (expressjs) that production-responses.ts uses. Its published types describe
// an Express middleware; it works on plain Node requests and responses, which is how it is used here.
declare module 'compression' {
  import type { IncomingMessage, ServerResponse } from 'node:http'
  import type { BrotliOptions, ZlibOptions } from 'node:zlib'

  type Options = ZlibOptions & { brotli?: BrotliOptions; threshold?: number | string }
  export default function compression(options?: Options): (request: IncomingMessage, response: ServerResponse, next: () => void) => void
}
