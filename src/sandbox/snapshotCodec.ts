// The memory snapshot kept across visits is gzip-compressed: 31 MB of interpreter memory keeps as about 6.3 MB, so a
// repeat visit reads, checks and hands over a fifth of the bytes (reading 31 MB out of Cache Storage took a second on
// 2 cores). The page compresses when it keeps one; the worker inflates it, off the page's thread.
import { readStreamCapped } from './readCapped';

/** The Blob type of a compressed snapshot; a snapshot of any other type is the raw memory. */
export const SNAPSHOT_GZIP = 'application/gzip';

export async function compressSnapshot(raw: Blob): Promise<Blob> {
  const bytes = await new Response(raw.stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
  return new Blob([bytes], { type: SNAPSHOT_GZIP });
}

/** The snapshot's raw memory: inflated when compressed; more than `maxBytes` is an error, not a cut snapshot. */
export async function snapshotMemory(snapshot: Blob, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (snapshot.type !== SNAPSHOT_GZIP) return new Uint8Array(await snapshot.arrayBuffer());
  const memory = await readStreamCapped(snapshot.stream().pipeThrough(new DecompressionStream('gzip')), maxBytes);
  if (!memory) throw new Error(`the kept snapshot inflates past ${maxBytes} bytes`);
  return memory;
}
