// One source's broker: the request pipeline. The shared steps run once here for every sender, in this order: method,
// allowlist, the sender's own checks, body cap, headers (routing overrides dropped, credentials added), privacy
// restore, approval, timing, credential scrub, log entry; the sender (senders/) answers. Never throws.
import { clampToLimit, LIMITS } from '../../core/execution';
import type { AllowEntry, ApprovalRequest, Broker, McpAnswer, McpQuestion, RequestGate } from '../contract';
import { checkAllowed, describeAllowlist } from './allowlist';
import { asksUser, bodyPreview, passGate, passQuestion } from './approval';
import { heldTimeout } from '../../core/execution';
import { questionSummary } from '../../core/sources';
import { outgoing, type Outgoing } from './headers';
import { logEntry, type Logged } from './log';
import { restoreForSending, shownToUser, type Restore } from './restore';
import { scrubReply } from './scrub';
import type { FailKind, Handled, SenderDeps, SourceSender } from './sender';

export const BROKER_DEFAULTS = {
  maxRequestBytes: LIMITS.requestBodyBytes.value,
  maxResponseBytes: LIMITS.responseBodyBytes.value,
  timeoutMs: LIMITS.requestTimeoutMs.value,
  maxTimeoutMs: LIMITS.requestTimeoutMs.max,
};

export interface BrokerDeps extends SenderDeps {
  now?: () => number;
  /** Told when a request starts and stops waiting for the user's approval (the run timer pauses meanwhile). */
  onApprovalWait?: (waiting: boolean) => void;
  approvalTimeoutMs?: number;
  /** Privacy mode: puts real values into a request that passed the allowlist and the policy, for the bytes sent only. */
  restore?: Restore;
}

/** What the pipeline reads of its source; the rest is its sender's. */
export interface PipelineSource {
  allowlist: AllowEntry[];
  requests?: RequestGate | undefined;
}

const METHOD = /^[A-Z]{1,16}$/;
const BLOCKED_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK']);
const encoder = new TextEncoder();
const MAX_BODY = BROKER_DEFAULTS.maxRequestBytes;

export function createSourceBroker(source: PipelineSource, sender: SourceSender, deps: BrokerDeps = {}): Broker {
  const now = deps.now ?? (() => performance.now());
  const { restore } = deps;
  const oversize = sender.oversize ?? ((bytes: number, limit: number) => `Request body is ${bytes} bytes; the limit is ${limit}`);

  return {
    async request(req, signal) {
      let started = now();
      let waitedMs = 0;
      const method = String(req.method).toUpperCase();
      let logged: Logged = {};
      const log = (allowed: boolean, facts: Logged) =>
        logEntry({ method, url: String(req.url) }, allowed, Math.round((now() - started) * 10) / 10, { ...logged, ...facts, waitedMs });
      const refuse = (kind: FailKind, error: string, allowed: boolean, facts: Logged = {}): Handled =>
        ({ reply: { ok: false, kind, error }, log: log(allowed, { reason: error, ...facts }) });

      if (!METHOD.test(method) || BLOCKED_METHODS.has(method)) return refuse('denied', `HTTP method ${method.slice(0, 20)} is not allowed`, false);
      logged = { ...sender.tag };
      const decision = checkAllowed(String(req.url), source.allowlist);
      if (!decision.ok) {
        return refuse('denied', `Request blocked: ${decision.reason}. Allowed base URLs: ${describeAllowlist(source.allowlist)}`, false);
      }
      const plan = sender.admit({ method, url: decision.url, entry: decision.entry });
      if (!('send' in plan)) return refuse(plan.kind, plan.error, plan.allowed, plan.logged);
      logged = { ...logged, ...plan.logged };

      let body: Uint8Array | undefined;
      if (req.body !== undefined && req.body.length > 0) {
        if (method === 'GET' || method === 'HEAD') return refuse('denied', `${method} requests cannot have a body`, true);
        body = typeof req.body === 'string' ? encoder.encode(req.body) : req.body;
        if (body.length > MAX_BODY) return refuse('too-large', oversize(body.length, MAX_BODY), true);
      }

      let out: Outgoing;
      try {
        out = outgoing(sender.dropsHeaders ? {} : req.headers, decision.url, decision.entry, plan.auth);
      } catch (err) {
        return refuse('denied', `Invalid request header: ${err instanceof Error ? err.message : String(err)}`, true);
      }

      const { extra, gated } = plan.question?.() ?? { extra: {}, gated: true };
      const asked: ApprovalRequest = { method, url: decision.url.href, headers: out.fromScript, ...bodyPreview(body), ...extra };
      const written = { method, url: decision.url, entry: decision.entry, headers: out.fromScript, ...(body ? { body } : {}) };
      // Privacy mode: real values go in after the allowlist; before the policy's answer only when the user is asked, who
      // must see what is really sent. Messages for the script and the log keep quoting `asked` (tokens).
      let real = restore && asksUser(source.requests, asked) ? restoreForSending(restore, source.allowlist, written, plan.auth, MAX_BODY) : undefined;
      if (real && !real.ok) return refuse(real.kind, real.error, real.kind !== 'denied');
      if (gated) {
        const gate = await passGate(source.requests, asked, signal, {
          now, onWait: deps.onApprovalWait, timeoutMs: deps.approvalTimeoutMs, ...(real ? { shown: shownToUser(asked, real) } : {}),
        });
        waitedMs = gate.waitedMs;
        started += gate.waitedMs;
        if (!gate.ok) return refuse('denied', gate.error, false, { reason: gate.reason });
      }
      let target = decision.url;
      if (restore) {
        real ??= restoreForSending(restore, source.allowlist, written, plan.auth, MAX_BODY);
        if (!real.ok) return refuse(real.kind, real.error, real.kind !== 'denied');
        out = { ...real.out, note: out.note };
        body = real.body;
        target = real.url;
      }

      const timeoutMs = sender.limitMs ?? clampToLimit(LIMITS.requestTimeoutMs, req.timeoutMs ?? BROKER_DEFAULTS.timeoutMs, false);
      const timeout = heldTimeout(timeoutMs);
      const deadline = {
        signal: signal ? AbortSignal.any([signal, timeout.signal]) : timeout.signal, ms: timeoutMs,
        passed: timeout.passed, stopped: () => signal?.aborted === true,
      };
      // A server's question mid-call: asked like an approval (its wait paused, logged as waitedMs), the time held.
      const questions: string[] = [];
      const ask = async (question: McpQuestion, asking: AbortSignal): Promise<McpAnswer> => {
        const release = timeout.hold();
        const from = now();
        try {
          const answer = await passQuestion(source.requests, question, asking, { now, onWait: deps.onApprovalWait, timeoutMs: deps.approvalTimeoutMs });
          questions.push(questionSummary(question, answer, !restore));
          return answer;
        } finally {
          const waited = now() - from;
          waitedMs += Math.round(waited);
          started += waited;
          release();
        }
      };
      const sent = await plan.send({ method, url: decision.url, target, out, ...(body ? { body } : {}), deadline, requestedMs: req.timeoutMs, maxResponseBytes: BROKER_DEFAULTS.maxResponseBytes, ask })
        .finally(() => timeout.clear());
      const answeredBy = { ...(sent.source ? { source: sent.source } : {}), questions };
      if (!sent.ok) return refuse(sent.kind, sent.error, sent.allowed, answeredBy);
      // The log counts the bytes received; the script gets them with the credentials the page added replaced.
      const facts = { status: sent.reply.status, bytes: sent.reply.body.length, reason: sent.note, ...answeredBy };
      return { reply: scrubReply(sent.reply, out.added, req), log: log(true, facts) };
    },
  };
}
