// The relay: the only script of the sandbox iframe (stringified into its document, so it must reference nothing
// outside itself). It starts the worker, forwards the page's messages to it, and checks every message the worker
// sends BEFORE the page sees it: the page cannot refuse a message its browser has already deserialized.
// Oversized requests go on shrunk (the page logs and refuses them); oversized results are cut; a flood, a
// malformed message or any message after `done` terminates the worker and the page is told why (`halt`).
import type { MessageLimits } from '../contract';

export function relayMain(limits: MessageLimits): void {
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
    worker.postMessage({ t: 'port' }, [channel.port2]);

    let run: { nonce: string; maxChars: number; budget: number } | null = null;
    let done = false;
    let halted = false;
    let messages = 0;
    let snapshots = 0;
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
      toWorker.postMessage(msg, reply && reply.body instanceof Uint8Array ? [reply.body.buffer] : []);
    };

    toWorker.onmessage = (m: MessageEvent) => {
      if (halted) return;
      if (done) return halt('The sandbox sent a message after its run ended; it was stopped.');
      if (++messages > (run ? run.budget : limits.maxIdleMessages)) return halt('The script flooded the page with messages; its sandbox was stopped and replaced.');
      const msg: unknown = m.data;
      if (!isObj(msg)) return halt('The sandbox sent a malformed message; it was stopped.');
      if (msg.t === 'status') {
        const detail = cut(msg.detail, 2_000);
        const heapBytes = typeof msg.heapBytes === 'number' ? msg.heapBytes : undefined;
        pagePort.postMessage({ t: 'status', phase: String(msg.phase).slice(0, 20), ...(detail !== undefined ? { detail } : {}), ...(heapBytes !== undefined ? { heapBytes } : {}) });
      } else if (msg.t === 'snapshot' && !run && snapshots++ === 0) {
        const blob = msg.snapshot;
        if (blob instanceof Blob && blob.size <= limits.maxSnapshotBytes) pagePort.postMessage({ t: 'snapshot', snapshot: blob });
        else pagePort.postMessage({ t: 'snapshot', error: cut(msg.error, 500) ?? 'no snapshot' });
      } else if (msg.t === 'fetch' && run && msg.nonce === run.nonce && Number.isSafeInteger(msg.id) && isObj(msg.req)) {
        const refused = typeof msg.refused === 'string' ? cut(msg.refused, 500) : oversize(msg.req);
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
