// Privacy mode's last step before sending: real values go into a request only after it passed the allowlist and the
// request policy, and only into the bytes sent. What the script, the log and the model see keeps the tokens.
import type { AllowEntry, ApprovalRequest, BrokerReply, BrokerRequest, OneApiConfig, TargetAuth } from '../contract';
import { checkAllowed } from './allowlist';
import { bodyPreview } from './approval';
import { outgoing, sameEntry, type Outgoing } from './headers';

export type Restore = (req: BrokerRequest) => BrokerRequest;

export type Restored =
  | { ok: true; /** Without credentials (what mock mode gets). */ url: URL; out: Outgoing; body?: Uint8Array }
  | { ok: false; kind: Extract<BrokerReply, { ok: false }>['kind']; error: string };

/**
 * The request as sent: `restore` applied to the script's URL, headers and body, checked again against the allowlist
 * entry it passed with tokens (a restored value must not move it elsewhere). Errors never quote a restored value.
 */
export function restoreForSending(
  restore: Restore, config: OneApiConfig, req: { method: string; url: URL; entry: AllowEntry; headers: Record<string, string>; body?: Uint8Array },
  auth: TargetAuth | undefined, maxBytes: number,
): Restored {
  let real: BrokerRequest;
  try {
    real = restore({ method: req.method, url: req.url.href, headers: req.headers, ...(req.body ? { body: req.body } : {}) });
  } catch {
    // A failing rewrite sends the request as the script wrote it (tokens), never something half-rewritten.
    real = { method: req.method, url: req.url.href, headers: req.headers, ...(req.body ? { body: req.body } : {}) };
  }
  const again = checkAllowed(real.url, config.allowlist);
  if (!again.ok || !sameEntry(again.entry, req.entry) || again.url.origin !== req.url.origin) {
    return { ok: false, kind: 'denied', error: 'Request blocked: with the privacy tokens replaced by their real values, the URL is no longer under the allowed base it was checked against' };
  }
  const body = typeof real.body === 'string' ? new TextEncoder().encode(real.body) : real.body;
  if (body && body.length > maxBytes) {
    return { ok: false, kind: 'too-large', error: `Request body with the privacy tokens replaced is ${body.length} bytes; the limit is ${maxBytes}` };
  }
  try {
    return { ok: true, url: again.url, out: outgoing(real.headers, again.url, again.entry, auth), ...(body && body.length > 0 ? { body } : {}) };
  } catch {
    return { ok: false, kind: 'denied', error: 'Invalid request header: a real value put back for a privacy token is not allowed in a header' };
  }
}

/** The approval question as the user sees it: the request with its real values (marked), or as asked when none went in. */
export function shownToUser(asked: ApprovalRequest, real: Extract<Restored, { ok: true }>): ApprovalRequest {
  const shown: ApprovalRequest = { method: asked.method, url: real.url.href, headers: real.out.fromScript, ...bodyPreview(real.body) };
  const same = shown.url === asked.url && shown.bodyPreview === asked.bodyPreview && JSON.stringify(shown.headers) === JSON.stringify(asked.headers);
  return same ? asked : { ...shown, realValues: true };
}
