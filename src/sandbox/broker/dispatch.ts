// Several sources in one run: each request is attributed to the one source that claims it, then handled by that
// source's pipeline (broker.ts) and sender: its credentials, mock or live answer, proxy or tool call. A URL that two
// sources claim (the same server, or one inside the other's) is refused: whose credentials apply would otherwise be
// decided by link order, which a hostile link picks. A sender's reserved address space (the tool sender's) belongs to
// its sources alone. Every check stays in the one pipeline; this file only picks the source. Approvals and log
// entries name the source when there are several.
import type { AllowEntry, ApprovalRequest, Broker, BrokerRequest, RemovedApi, RequestGate, RequestLogEntry, OneApiConfig, SandboxApi, SandboxConfig } from '../contract';
import { checkAllowed, describeAllowlist } from './allowlist';
import { createSourceBroker, type BrokerDeps } from './broker';
import { refusedLog } from './log';
import { mayClaim, mayDeclare, place, senderOf } from './senders';
import { openLive } from './senders/live';

/** An API's allowlist as the broker honours it: entries in another sender's reserved space are dropped. */
function honoured(api: SandboxApi): SandboxApi {
  if (api.allowlist.every((e) => mayDeclare(api, e.origin))) return api;
  return { ...api, allowlist: api.allowlist.filter((e) => mayDeclare(api, e.origin)) };
}

/** A run given flat (one API) as the list it means; a list as it is. */
export function asRun(config: SandboxConfig | OneApiConfig): SandboxConfig {
  if ('apis' in config) return config;
  const { removed, requests, limits, packages, ...api } = config;
  return { apis: [api], ...(removed ? { removed } : {}), ...(requests ? { requests } : {}), ...(limits ? { limits } : {}), ...(packages ? { packages } : {}) };
}

/** The APIs of a run in order, as the broker honours them. */
export function apisOf(config: SandboxConfig): SandboxApi[] {
  return config.apis.map(honoured);
}

/** Python's `BASE_URLS`: short name → base URL, in the APIs' order (unnamed APIs are left out). */
export function baseUrlsOf(config: SandboxConfig): Array<[string, string]> {
  return apisOf(config).flatMap((a): Array<[string, string]> => (a.name ? [[a.name, a.baseUrl]] : []));
}

/**
 * The indexes of the sources that claim `url`: in a sender's reserved space only that sender's sources, elsewhere only
 * the others. More than one means the URL is shared and belongs to none of them.
 */
export function claimants(url: string, apis: readonly SandboxApi[]): number[] {
  return apis.flatMap((a, i) => (mayClaim(a, url) && checkAllowed(url, a.allowlist).ok ? [i] : []));
}

/** The removed API whose servers `url` is on, when no loaded API allows it. */
function removedApiOf(url: string, removed: readonly RemovedApi[]): RemovedApi | undefined {
  return removed.find((r) => checkAllowed(url, r.allowlist).ok);
}

/** The gate with approval questions that name the API. */
function namedGate(gate: RequestGate | undefined, name: string | undefined): RequestGate | undefined {
  if (!gate?.approve || name === undefined) return gate;
  const approve = gate.approve;
  return { ...gate, approve: (req: ApprovalRequest, signal: AbortSignal) => approve({ ...req, api: name }, signal) };
}

const neverFetch: typeof fetch = () => Promise.reject(new Error('no API allows this request'));

const named = (log: RequestLogEntry, name: string | undefined): RequestLogEntry => (name === undefined ? log : { ...log, api: name });

const target = (req: BrokerRequest): string => `${String(req.method).toUpperCase().slice(0, 16)} ${String(req.url).slice(0, 200)}`;

function removedReply(req: BrokerRequest, api: RemovedApi, allowlist: AllowEntry[]) {
  const error = `Request blocked: the API ${api.name} was removed from this page, so its servers are no longer allowed ` +
    `(${target(req)}). Allowed base URLs: ${describeAllowlist(allowlist)}`;
  return { reply: { ok: false as const, kind: 'denied' as const, error }, log: refusedLog(req, error) };
}

function sharedReply(req: BrokerRequest, names: readonly string[]) {
  const error = `Request blocked: ${target(req)} is on a server that several loaded sources declare (${names.join(', ')}), so ` +
    'whose credentials and settings apply is not clear, and nothing was sent. Remove all but one of them, or choose ' +
    'another server for the others in their settings.';
  return { reply: { ok: false as const, kind: 'denied' as const, error }, log: refusedLog(req, error) };
}

/**
 * The broker of a run: the sandbox's only way to the network (classic mode uses it too). Checks the allowlist on the
 * parsed URL, adds the credentials of the API the request belongs to (never another's), fetches with
 * redirect:'error', size caps and a timeout. Never throws: denials and failures are `{ ok: false }` replies.
 */
export function createBroker(given: SandboxConfig | OneApiConfig, deps: BrokerDeps = {}): Broker {
  const config = asRun(given);
  const apis = apisOf(config);
  const inner = sourcesBroker(config, apis, deps);
  return {
    async request(req, signal) {
      const placed = place(req, apis, config.removed ?? []);
      if (placed && 'reply' in placed) return placed;
      return inner.request(placed ? { ...req, url: placed.url } : req, signal);
    },
  };
}

function sourcesBroker(config: SandboxConfig, apis: SandboxApi[], deps: BrokerDeps): Broker {
  // With one API nothing needs telling apart: its own pipeline, and approvals and log entries name no API.
  const several = apis.length > 1;
  const brokers = apis.map((api) => {
    const name = several ? api.name : undefined;
    const source = { allowlist: api.allowlist, requests: namedGate(config.requests, name) };
    return { name, broker: createSourceBroker(source, senderOf(api).open(deps), deps) };
  });
  if (brokers.length === 1 && brokers[0] && !config.removed?.length) return brokers[0].broker;
  const union = apis.flatMap((a) => a.allowlist);
  // Asked only about URLs no API allows: it refuses them with the usual reasons, and could send nothing anyway.
  const nowhere = { allowlist: union, baseUrl: '' };
  const refusing = createSourceBroker({ allowlist: union, requests: config.requests }, openLive(nowhere)({ ...deps, fetch: neverFetch }), deps);
  return {
    async request(req, signal) {
      const claimed = claimants(String(req.url), apis);
      if (claimed.length > 1) return sharedReply(req, claimed.map((i) => apis[i]?.name ?? apis[i]?.baseUrl ?? '?'));
      const chosen = claimed[0] === undefined ? undefined : brokers[claimed[0]];
      if (chosen) {
        const out = await chosen.broker.request(req, signal);
        return { reply: out.reply, log: named(out.log, chosen.name) };
      }
      const removed = removedApiOf(String(req.url), config.removed ?? []);
      if (removed) return removedReply(req, removed, union);
      return refusing.request(req, signal);
    },
  };
}
