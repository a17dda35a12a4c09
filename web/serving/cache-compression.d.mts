// Types for cache-compression.mjs (plain JavaScript: Next loads the cache handler outside its bundles).
export declare const BROTLI_QUALITY: number
export declare const MIN_COMPRESS_BYTES: number
export declare function compressEntry<T>(entry: T): Promise<T>
export declare function decompressEntry<T>(entry: T): Promise<T>
type Handler = {
  get(key: string, meta?: { implicitTags?: string[] }): Promise<unknown>
  set(key: string, value: unknown, ctx?: unknown): Promise<void>
  delete?(key: string): Promise<void>
  revalidateTag(tag: string): Promise<void>
}
export declare function withCompression<H extends Handler>(inner: H): H
