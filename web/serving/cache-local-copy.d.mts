// Types for cache-local-copy.mjs (plain JavaScript: Next loads the cache handler outside its bundles).
export declare const MAX_LOCAL_BYTES: number
export declare function approximateBytes(value: unknown): number
type Handler = {
  get(key: string, meta?: { implicitTags?: string[] }): Promise<unknown>
  set(key: string, value: unknown, ctx?: unknown): Promise<void>
  delete?(key: string): Promise<void>
  revalidateTag(tag: string): Promise<void>
}
export declare function withLocalCopy(
  inner: Handler,
  options: { client: unknown; keyPrefix: string; timeoutMs: number; maxBytes?: number },
): Handler & { localBytes(): number }
