// The fetch broker: the only way sandboxed code (and classic mode) reaches the network. Allowlist on the parsed
// URL, routing-override headers dropped, credentials added only for the servers the user confirmed,
// redirect:'error', size caps, timeout; never throws.
import { clampToLimit, LIMITS } from '../../core/execution';
import type { ApprovalRequest, Broker, BrokerReply, BrokerRequest, MockHook, MockRequest, RequestLogEntry, SandboxConfig } from '../contract';
import { checkAllowed, describeAllowlist } from './allowlist';
import { asksUser, bodyPreview, passGate } from './approval';
import { outgoing, type Outgoing } from './headers';
import { proxiedUrl } from './proxy';
import { restoreForSending, shownToUser, type Restore } from './restore';
import { toolRequest, type ToolCallDeps } from './toolCall';
import { startHints } from './toolHints';
import { readStreamCapped } from './readCapped';
import { credentialScrubber, type ScriptRequest, type Scrubber } from './scrub';

export const BROKER_DEFAULTS = {
  maxRequestBytes: LIMITS.requestBodyBytes.value,
  maxResponseBytes: LIMITS.responseBodyBytes.value,
  timeoutMs: LIMITS.requestTimeoutMs.value,
  maxTimeoutMs: LIMITS.requestTimeoutMs.max,
};

export interface BrokerDeps {
  fetch?: typeof fetch;
  now?: () => number;
  /** The page's protocol ('https:' blocks plain-http targets as mixed content); default: this page's. */
  pageProtocol?: string;
  /** Told when a request starts and stops waiting for the user's approval (the run timer pauses meanwhile). */
  onApprovalWait?: (waiting: boolean) => void;
  approvalTimeoutMs?: number;
  /** Privacy mode: puts real values into a request that passed the allowlist and the policy, for the bytes sent only. */
  restore?: Restore;
  /** MCP tool calls: their progress, and the cap on a call that keeps reporting progress (toolCall.ts). */
  onToolProgress?: ToolCallDeps['onToolProgress'];
  toolCapMs?: number;
}

// Loopback is "potentially trustworthy": browsers let an https page call it over http.
const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/** Why the browser will refuse this request as mixed content, or null. */
export function mixedContent(target: URL, pageProtocol: string | undefined): string | null {
  if (pageProtocol !== 'https:' || target.protocol !== 'http:' || LOOPBACK_HOST.test(target.hostname)) return null;
  return `Blocked as mixed content: this page is https and ${target.origin} is plain http, which browsers refuse. ` +
    'Use the API\'s https server if it has one, or open the playground over http://localhost';
}

type Failure = Extract<BrokerReply, { ok: false }>;
const METHOD = /^[A-Z]{1,16}$/;
const BLOCKED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);

/** The broker of one API (createBroker puts the attribution to an API in front of it). */
export function createApiBroker(config: SandboxConfig, deps: BrokerDeps = {}): Broker {
  const doFetch = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const now = deps.now ?? (() => performance.now());
  const pageProtocol = deps.pageProtocol ?? (globalThis as { location?: { protocol?: string } }).location?.protocol;
  // A broker serves one run: its tool calls are judged by the tool list of this moment.
  const hints = config.tools ? startHints(config.tools) : null;

  return {
    async request(req: BrokerRequest, signal?: AbortSignal) {
      let started = now();
      let waitedMs = 0;
      const method = String(req.method).toUpperCase();
      const entry = (allowed: boolean, status: number | null, bytes: number, reason?: string): RequestLogEntry => ({
        method, url: String(req.url), status, ms: Math.round((now() - started) * 10) / 10, bytes, allowed,
        ...(reason !== undefined ? { reason } : {}), ...(waitedMs > 0 ? { waitedMs } : {}),
      });
      const fail = (kind: Failure['kind'], error: string, allowed: boolean) => ({
        reply: { ok: false, kind, error } as BrokerReply,
        log: entry(allowed, null, 0, error),
      });

      if (!METHOD.test(method) || BLOCKED_METHODS.has(method)) return fail('denied', `HTTP method ${method.slice(0, 20)} is not allowed`, false);
      if (config.tools && hints) return toolRequest(config, config.tools, hints, req, signal, deps, BROKER_DEFAULTS.maxRequestBytes);
      const decision = checkAllowed(String(req.url), config.allowlist);
      if (!decision.ok) {
        return fail('denied', `Request blocked: ${decision.reason}. Allowed base URLs: ${describeAllowlist(config.allowlist)}`, false);
      }

      const via = config.mock ? null : proxiedUrl(config.proxy, decision.url);
      const mixed = config.mock ? null : mixedContent(via ?? decision.url, pageProtocol);
      if (mixed) return fail('network', mixed, true);

      let body: Uint8Array | undefined;
      if (req.body !== undefined && req.body.length > 0) {
        if (method === 'GET' || method === 'HEAD') return fail('denied', `${method} requests cannot have a body`, true);
        body = typeof req.body === 'string' ? new TextEncoder().encode(req.body) : req.body;
        if (body.length > BROKER_DEFAULTS.maxRequestBytes) {
          return fail('too-large', `Request body is ${body.length} bytes; the limit is ${BROKER_DEFAULTS.maxRequestBytes}`, true);
        }
      }

      let out: Outgoing;
      // Through a proxy, credentials go only if the user said so: the proxy sees everything it forwards.
      const auth = via && !config.proxy?.sendCredentials ? undefined : config.auth;
      try {
        out = outgoing(req.headers, decision.url, decision.entry, auth);
      } catch (err) {
        return fail('denied', `Invalid request header: ${err instanceof Error ? err.message : String(err)}`, true);
      }

      const asked: ApprovalRequest = { method, url: decision.url.href, headers: out.fromScript, ...bodyPreview(body) };
      const { restore } = deps;
      const written = { method, url: decision.url, entry: decision.entry, headers: out.fromScript, body };
      // Privacy mode: real values go in after the allowlist; before the policy's answer only when the user is asked, who
      // must see what is really sent. Messages for the script and the log keep quoting `asked` (tokens).
      let real = restore && asksUser(config.requests, asked) ? restoreForSending(restore, config, written, auth, BROKER_DEFAULTS.maxRequestBytes) : undefined;
      if (real && !real.ok) return fail(real.kind, real.error, real.kind !== 'denied');
      const gate = await passGate(config.requests, asked, signal, {
        now, onWait: deps.onApprovalWait, timeoutMs: deps.approvalTimeoutMs, ...(real ? { shown: shownToUser(asked, real) } : {}),
      });
      waitedMs = gate.waitedMs;
      started += gate.waitedMs;
      if (!gate.ok) return { reply: { ok: false, kind: 'denied', error: gate.error } as BrokerReply, log: entry(false, null, 0, gate.reason) };
      let target = decision.url;
      if (restore) {
        real ??= restoreForSending(restore, config, written, auth, BROKER_DEFAULTS.maxRequestBytes);
        if (!real.ok) return fail(real.kind, real.error, real.kind !== 'denied');
        out = { ...real.out, note: out.note };
        body = real.body;
        target = real.url;
      }
      if (config.mock) return answerFromMock(config.mock, { method, url: target.href, headers: out.fromScript, ...(body ? { body } : {}) }, decision.url.href, entry);

      const timeoutMs = clampToLimit(LIMITS.requestTimeoutMs, req.timeoutMs ?? BROKER_DEFAULTS.timeoutMs, false);
      const timeout = AbortSignal.timeout(timeoutMs);
      const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
      try {
        const res = await doFetch((via ? proxiedUrl(config.proxy, out.url) ?? out.url : out.url).href, {
          method, headers: out.headers, body: body as BodyInit | undefined, redirect: 'error', credentials: 'omit',
          referrerPolicy: 'no-referrer', cache: 'no-store', signal: combined,
        });
        const read = await readCapped(res, BROKER_DEFAULTS.maxResponseBytes);
        if (!read) {
          return fail('too-large', `Response body exceeds ${BROKER_DEFAULTS.maxResponseBytes} bytes (status ${res.status})`, true);
        }
        // The script's URL needs no scrub: it holds only what the script wrote (credentials go into `out.url`).
        const scrub = credentialScrubber(out.added, scriptRequest(req));
        const reply: BrokerReply = {
          ok: true, status: res.status, statusText: scrub ? scrub.text(res.statusText) : res.statusText, url: decision.url.href,
          headers: scrubHeaders(res.headers, scrub), body: scrub ? scrub.body(read) : read,
        };
        const note = [out.note, via ? `via the CORS proxy ${via.origin}${config.proxy?.sendCredentials || !hasAuth(config) ? '' : ' (without the API credentials)'}` : undefined].filter(Boolean).join('. ');
        return { reply, log: { ...entry(true, res.status, read.length, note || undefined), source: 'live' } };
      } catch {
        if (timeout.aborted) return fail('timeout', `Request timed out after ${timeoutMs} ms: ${method} ${decision.url.href}`, true);
        if (signal?.aborted) return fail('network', 'Request cancelled: the run was stopped', true);
        if (via) {
          return fail('network', `Could not reach ${decision.url.origin} through the CORS proxy ${via.origin}: the proxy or the server is down, ` +
            'the proxy sent no CORS headers, or it answered with a redirect (the sandbox never follows redirects)', true);
        }
        return fail('network',
          `Could not reach ${decision.url.origin}: the server is down, does not allow cross-origin requests (CORS), ` +
          'or answered with a redirect (the sandbox never follows redirects). If the API sends no CORS headers, switch on ' +
          '"Mock from spec" to try it with data generated from the spec, or set a CORS proxy in the request settings', true);
      }
    },
  };
}

/** The script's own request: what it knows, so no scrub of it can confirm a guess. */
function scriptRequest(req: BrokerRequest): ScriptRequest {
  const text = [String(req.url), ...Object.values(req.headers).map(String)];
  if (typeof req.body === 'string') return { text: [...text, req.body].join('\n') };
  return { text: text.join('\n'), ...(req.body ? { body: req.body } : {}) };
}

function scrubHeaders(headers: Headers, scrub: Scrubber | null): Array<[string, string]> {
  const all = Array.from(headers.entries());
  return scrub ? all.map(([k, v]): [string, string] => [k, scrub.text(v)]) : all;
}

const hasAuth = (c: SandboxConfig): boolean => Object.keys(c.auth?.headers ?? {}).length + Object.keys(c.auth?.query ?? {}).length > 0;

type Entry = (allowed: boolean, status: number | null, bytes: number, reason?: string) => RequestLogEntry;

/** Mock mode: the spec answers; no credentials are added and nothing reaches the network. */
async function answerFromMock(mock: MockHook, req: MockRequest, shownUrl: string, entry: Entry): Promise<{ reply: BrokerReply; log: RequestLogEntry }> {
  try {
    const res = await mock(req);
    const body = new Uint8Array(res.body);
    const reply: BrokerReply = { ok: true, status: res.status, statusText: res.statusText, url: shownUrl, headers: res.headers, body };
    return { reply, log: { ...entry(true, res.status, body.length, res.note), source: 'mock' } };
  } catch (err) {
    const error = `Mock mode could not answer: ${err instanceof Error ? err.message : String(err)}`;
    return { reply: { ok: false, kind: 'network', error }, log: { ...entry(true, null, 0, error), source: 'mock' } };
  }
}

async function readCapped(res: Response, max: number): Promise<Uint8Array | null> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > max) {
    await res.body?.cancel().catch(() => undefined);
    return null;
  }
  if (!res.body) return new Uint8Array(0);
  // Always a fresh buffer of exactly the body: the sandbox host transfers it to the worker.
  return readStreamCapped(res.body, max);
}
