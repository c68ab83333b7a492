// The relay: the only script of the sandbox iframe (stringified into its document, so it must reference nothing
// outside itself). It starts the worker, forwards the page's messages to it, and checks every message the worker
// sends BEFORE the page sees it: the page cannot refuse a message its browser has already deserialized.
// Oversized requests go on shrunk (the page logs and refuses them); oversized results are cut; a flood, a
// malformed message or any message after `done` terminates the worker and the page is told why (`halt`).
// Where the iframe is cross-origin isolated it also makes the shared buffer of the `sab` path: a worker without
// JSPI blocks on it, and the relay writes the broker's replies there (it only writes, never trusts what it holds).
import type { MessageLimits, SyncBufferLayout } from '../contract';

export function relayMain(limits: MessageLimits, layout: SyncBufferLayout): void {
  const fail = (m: unknown) => parent.postMessage({ t: 'cmp-frame-error', message: String(m).slice(0, 500) }, '*');
  const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
  const cut = (s: unknown, max: number): string | undefined =>
    typeof s !== 'string' ? undefined : s.length <= max ? s : `${s.slice(0, max)}\n… [cut by the sandbox relay: ${s.length - max} more characters]`;

  function oversize(req: Record<string, unknown>): string | null {
    const url = req.url;
    if (typeof url !== 'string' || typeof req.method !== 'string' || req.method.length > 16 || !isObj(req.headers)) return 'Malformed request';
    if (url.length > limits.maxUrlChars) return `The URL is ${url.length} characters long; the limit is ${limits.maxUrlChars}`;
    const headers = Object.entries(req.headers);
    let size = 0;
    for (const [k, v] of headers) size += k.length + (typeof v === 'string' ? v.length : limits.maxHeadersChars);
    if (headers.length > limits.maxHeaderCount || size > limits.maxHeadersChars) return `The request headers exceed ${limits.maxHeaderCount} entries or ${limits.maxHeadersChars} characters`;
    const body = req.body;
    const bytes = body === undefined ? 0 : typeof body === 'string' ? body.length : body instanceof Uint8Array ? body.byteLength : -1;
    if (bytes < 0) return 'Malformed request body';
    if (bytes > limits.maxBodyBytes) return `The request body is ${bytes} bytes; the limit is ${limits.maxBodyBytes}`;
    return null;
  }

  /** Workspace files written by the run: well-formed and within the caps, or null (then none are passed on). */
  function files(f: unknown): { written: Array<{ name: string; bytes: Uint8Array }>; deleted: string[] } | null {
    if (!isObj(f) || !Array.isArray(f.written) || !Array.isArray(f.deleted) || f.written.length > limits.maxFiles || f.deleted.length > limits.maxFiles) return null;
    let total = 0;
    const written: Array<{ name: string; bytes: Uint8Array }> = [];
    for (const w of f.written as unknown[]) {
      if (!isObj(w) || typeof w.name !== 'string' || w.name.length > 200 || !(w.bytes instanceof Uint8Array) || w.bytes.byteLength > limits.maxFileBytes) return null;
      total += w.bytes.byteLength;
      written.push({ name: w.name, bytes: w.bytes });
    }
    const deleted = (f.deleted as unknown[]).filter((d): d is string => typeof d === 'string' && d.length <= 200);
    return total <= limits.maxWorkspaceBytes && deleted.length === f.deleted.length ? { written, deleted } : null;
  }

  onmessage = (e: MessageEvent) => {
    const d: unknown = e.data;
    const pagePort = e.ports[0];
    if (e.source !== parent || !isObj(d) || d.t !== 'cmp-start' || typeof d.code !== 'string' || !pagePort) return;
    onmessage = null;
    let worker: Worker;
    try {
      worker = new Worker(URL.createObjectURL(new Blob([d.code], { type: 'text/javascript' })), { name: 'cmp-sandbox' });
    } catch (err) {
      fail(err);
      return;
    }
    const channel = new MessageChannel();
    const toWorker = channel.port1;
    let reported = false;
    worker.onerror = (ev) => {
      if (!reported) fail(ev.message || 'worker error');
      reported = true;
    };
    const shared = typeof SharedArrayBuffer === 'function' && globalThis.crossOriginIsolated === true ? new SharedArrayBuffer(layout.headerBytes + layout.dataBytes) : null;
    worker.postMessage({ t: 'port', shared }, [channel.port2]);

    let run: { nonce: string; maxChars: number; budget: number } | null = null;
    let done = false;
    let halted = false;
    let messages = 0;
    let snapshots = 0;
    /** Requests of this run whose worker waits on the shared buffer, and the reply being written there. */
    const syncIds = new Set<unknown>();
    let sending: { id: number; bytes: Uint8Array; headBytes: number; offset: number } | null = null;
    const header = shared ? new Int32Array(shared, 0, layout.headerBytes / 4) : null;
    const data = shared ? new Uint8Array(shared, layout.headerBytes, layout.dataBytes) : null;
    const writeChunk = () => {
      if (!sending || !header || !data) return;
      const n = Math.min(layout.dataBytes, sending.bytes.length - sending.offset);
      data.set(sending.bytes.subarray(sending.offset, sending.offset + n));
      Atomics.store(header, layout.id, sending.id);
      Atomics.store(header, layout.total, sending.bytes.length);
      Atomics.store(header, layout.head, sending.headBytes);
      Atomics.store(header, layout.chunk, n);
      sending.offset += n;
      if (sending.offset >= sending.bytes.length) sending = null;
      Atomics.store(header, layout.state, 1);
      Atomics.notify(header, layout.state);
    };
    const writeReply = (id: number, reply: Record<string, unknown>) => {
      const body = reply.ok === true && reply.body instanceof Uint8Array ? reply.body : new Uint8Array(0);
      const head = new TextEncoder().encode(JSON.stringify({ ...reply, body: undefined }));
      const bytes = new Uint8Array(head.length + body.length);
      bytes.set(head);
      bytes.set(body, head.length);
      sending = { id, bytes, headBytes: head.length, offset: 0 };
      writeChunk();
    };
    const halt = (reason: string) => {
      if (halted) return;
      halted = true;
      worker.terminate();
      toWorker.close();
      pagePort.postMessage({ t: 'halt', reason });
    };

    pagePort.onmessage = (m: MessageEvent) => {
      const msg: unknown = m.data;
      if (halted || !isObj(msg)) return;
      if (msg.t === 'run' && typeof msg.nonce === 'string' && typeof msg.maxOutputChars === 'number' && typeof msg.maxRequests === 'number') {
        run = { nonce: msg.nonce, maxChars: msg.maxOutputChars, budget: msg.maxRequests + limits.extraMessagesPerRun };
        messages = 0;
      }
      const reply = msg.t === 'fetch-reply' && isObj(msg.reply) ? msg.reply : null;
      if (reply && run && msg.nonce === run.nonce && syncIds.delete(msg.id)) return writeReply(msg.id as number, reply);
      const specs = msg.t === 'run' && isObj(msg.specs) ? Object.values(msg.specs).filter((b): b is Uint8Array => b instanceof Uint8Array).map((b) => b.buffer) : [];
      toWorker.postMessage(msg, reply && reply.body instanceof Uint8Array ? [reply.body.buffer] : specs);
    };

    toWorker.onmessage = (m: MessageEvent) => {
      if (halted) return;
      if (done) return halt('The sandbox sent a message after its run ended; it was stopped.');
      const next: unknown = m.data;
      // Not counted as a message: one per chunk of a reply being written, bounded by the reply's size.
      if (isObj(next) && next.t === 'sync-more') {
        if (!sending || !run || next.nonce !== run.nonce || next.id !== sending.id) return halt('The sandbox sent an unexpected message; it was stopped.');
        return writeChunk();
      }
      if (++messages > (run ? run.budget : limits.maxIdleMessages)) return halt('The script flooded the page with messages; its sandbox was stopped and replaced.');
      const msg: unknown = m.data;
      if (!isObj(msg)) return halt('The sandbox sent a malformed message; it was stopped.');
      if (msg.t === 'status') {
        const detail = cut(msg.detail, 2_000);
        const heapBytes = typeof msg.heapBytes === 'number' ? msg.heapBytes : undefined;
        const wait = msg.wait === 'jspi' || (msg.wait === 'sab' && shared) ? msg.wait : undefined;
        pagePort.postMessage({
          t: 'status', phase: String(msg.phase).slice(0, 20), ...(detail !== undefined ? { detail } : {}), ...(heapBytes !== undefined ? { heapBytes } : {}),
          ...(wait !== undefined ? { wait } : {}),
        });
      } else if (msg.t === 'snapshot' && !run && snapshots++ === 0) {
        const blob = msg.snapshot;
        if (blob instanceof Blob && blob.size <= limits.maxSnapshotBytes) pagePort.postMessage({ t: 'snapshot', snapshot: blob });
        else pagePort.postMessage({ t: 'snapshot', error: cut(msg.error, 500) ?? 'no snapshot' });
      } else if (msg.t === 'fetch' && run && msg.nonce === run.nonce && Number.isSafeInteger(msg.id) && isObj(msg.req)) {
        const refused = typeof msg.refused === 'string' ? cut(msg.refused, 500) : oversize(msg.req);
        if (msg.sync === true && shared) syncIds.add(msg.id);
        if (!refused) pagePort.postMessage({ t: 'fetch', nonce: msg.nonce, id: msg.id, req: msg.req });
        else {
          const shown = { method: String(msg.req.method).slice(0, 16), url: String(msg.req.url).slice(0, 300), headers: {} };
          pagePort.postMessage({ t: 'fetch', nonce: msg.nonce, id: msg.id, req: shown, refused });
        }
      } else if (msg.t === 'done' && run && msg.nonce === run.nonce && isObj(msg.outcome)) {
        done = true;
        const o = msg.outcome;
        const max = run.maxChars + limits.markerRoom;
        const truncated = Array.isArray(o.truncated) ? o.truncated.filter((x) => x === 'stdout' || x === 'stderr' || x === 'result') : [];
        const field = (k: string, what: string) => {
          const v = cut(o[k], max);
          if (what && typeof o[k] === 'string' && v !== o[k] && !truncated.includes(what)) truncated.push(what);
          return v;
        };
        // The result is bytes, checked by size alone; one over the limit is dropped and reported as cut.
        const bytes = o.result instanceof Uint8Array && o.result.byteLength <= limits.maxResultBytes ? o.result : undefined;
        if (o.result !== undefined && !bytes && !truncated.includes('result')) truncated.push('result');
        const kept = o.files === undefined ? null : files(o.files);
        const filesError = o.files !== undefined && !kept ? 'The sandbox sent files over the workspace caps; none were kept.' : cut(o.filesError, 1_000);
        const outcome = {
          ok: o.ok === true, ...(bytes ? { result: bytes } : {}), stdout: field('stdout', 'stdout') ?? '', stderr: field('stderr', 'stderr') ?? '',
          error: field('error', ''), traceback: field('traceback', ''), truncated, fatal: o.fatal === true,
          ...(kept ? { files: kept } : {}), ...(filesError !== undefined ? { filesError } : {}),
        };
        const buffers = [...(bytes ? [bytes.buffer] : []), ...(kept ? kept.written.map((w) => w.bytes.buffer) : [])];
        pagePort.postMessage({ t: 'done', nonce: run.nonce, outcome }, buffers);
      } else {
        halt('The sandbox sent an unexpected message; it was stopped.');
      }
    };
  };
  parent.postMessage({ t: 'cmp-frame-ready' }, '*');
}
