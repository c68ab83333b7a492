// The memory snapshot kept across visits leaves out its all-zero pages: 60% of the interpreter's 31 MB, so it keeps
// as about 12.7 MB and unpacks with one copy per page. gzip kept 5 MB, but the worker's DecompressionStream took
// 0.45–0.77 s of the thread Pyodide boots on (2 cores); this takes a few tens of ms. The page packs when it keeps one;
// the worker unpacks it.
// Its SHA-256 is checked by the page (SubtleCrypto, off the page's thread) while the worker starts and unpacks: the
// worker has no SubtleCrypto (the sandbox is not a secure context), and a JS SHA-256 took 0.4 s of its thread.
// Layout: u32 magic, u32 raw length, a bitmap of the 4 KiB pages (1 = kept), then the kept pages in order (the last
// page of the memory may be short). Little-endian.
/** The Blob type of a packed snapshot; a snapshot of any other type is the raw memory. */
export const SNAPSHOT_PAGES = 'application/x-cmp-snapshot-pages';

const MAGIC = 0x31534d43; // "CMS1"
const PAGE = 4096;
const HEADER = 8;

const pageCount = (rawLength: number): number => Math.ceil(rawLength / PAGE);

function isZero(words: Uint32Array, bytes: Uint8Array, start: number, end: number): boolean {
  const wordEnd = start + ((end - start) & ~3);
  for (let w = start >>> 2; w < wordEnd >>> 2; w++) if (words[w] !== 0) return false;
  for (let i = wordEnd; i < end; i++) if (bytes[i] !== 0) return false;
  return true;
}

export async function packSnapshot(raw: Blob): Promise<Blob> {
  const buffer = await raw.arrayBuffer();
  const bytes = new Uint8Array(buffer);
  const words = new Uint32Array(buffer, 0, bytes.length >>> 2);
  const pages = pageCount(bytes.length);
  const head = new Uint8Array(HEADER + Math.ceil(pages / 8));
  const view = new DataView(head.buffer);
  view.setUint32(0, MAGIC, true);
  view.setUint32(4, bytes.length, true);
  const parts: Uint8Array[] = [head];
  for (let p = 0; p < pages; p++) {
    const start = p * PAGE;
    const end = Math.min(start + PAGE, bytes.length);
    if (isZero(words, bytes, start, end)) continue;
    head[HEADER + (p >>> 3)]! |= 1 << (p & 7);
    parts.push(bytes.subarray(start, end));
  }
  return new Blob(parts as BlobPart[], { type: SNAPSHOT_PAGES });
}

/** The worker's error when the page's check says the kept snapshot's bytes did not match their digest. */
export const DIGEST_MISMATCH = 'the kept snapshot does not match its SHA-256 digest';

/** SHA-256 of the snapshot's bytes, as hex (the page's SubtleCrypto). */
export async function snapshotDigest(bytes: ArrayBuffer): Promise<string> {
  return Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The snapshot's raw memory, unpacked when packed; over `maxBytes` or malformed is an error. With `matched`, the
 * memory is handed out only once it says the page found the Blob's bytes matching their digest (the page and the
 * worker read the same Blob, and a Blob's bytes do not change).
 */
export async function snapshotMemory(snapshot: Blob, maxBytes: number, matched?: Promise<boolean>): Promise<Uint8Array<ArrayBuffer>> {
  const memory = unpack(snapshot, maxBytes);
  if (matched && !(await matched)) {
    memory.catch(() => undefined);
    throw new Error(DIGEST_MISMATCH);
  }
  return memory;
}

async function unpack(snapshot: Blob, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (snapshot.size > maxBytes) throw new Error(`the kept snapshot is over ${maxBytes} bytes`);
  const bytes = new Uint8Array(await snapshot.arrayBuffer());
  if (snapshot.type !== SNAPSHOT_PAGES) return bytes;
  const view = new DataView(bytes.buffer);
  if (bytes.length < HEADER || view.getUint32(0, true) !== MAGIC) throw new Error('the kept snapshot is not a packed snapshot');
  const rawLength = view.getUint32(4, true);
  if (rawLength > maxBytes) throw new Error(`the kept snapshot unpacks past ${maxBytes} bytes`);
  const pages = pageCount(rawLength);
  let offset = HEADER + Math.ceil(pages / 8);
  if (bytes.length < offset) throw new Error('the kept snapshot is cut short');
  const out = new Uint8Array(rawLength);
  for (let p = 0; p < pages; p++) {
    if (!((bytes[HEADER + (p >>> 3)]! >>> (p & 7)) & 1)) continue;
    const start = p * PAGE;
    const length = Math.min(PAGE, rawLength - start);
    if (offset + length > bytes.length) throw new Error('the kept snapshot is cut short');
    out.set(bytes.subarray(offset, offset + length), start);
    offset += length;
  }
  if (offset !== bytes.length) throw new Error('the kept snapshot has bytes past its pages');
  return out;
}
