// Test harness (sandbox-harness.html), not product UI: builds a sandbox from the query string and exposes it
// as window.__cmpSandbox so Playwright can drive the sandbox API directly.
import { Workspace, workspaceRunner } from '../../core/workspace';
import type { CodeRunner } from '../../core/execution';
import { createBroker, createSandbox, type AllowEntry, type SandboxHandle } from '../index';

declare global {
  interface Window {
    __cmpSandbox?: {
      handle: SandboxHandle; broker: ReturnType<typeof createBroker>; statuses: string[];
      /** Runs with a workspace under /data, as the chat does (timeoutMs lets a test hit the time limit fast). */
      workspace: Workspace; inWorkspace: (timeoutMs?: number) => CodeRunner;
    };
  }
}

function allowEntry(raw: string): AllowEntry {
  const url = new URL(raw);
  return { origin: url.origin, pathPrefix: url.pathname.replace(/\/+$/, '') || '/' };
}

const params = new URLSearchParams(location.search);
const allowlist = params.getAll('allow').map(allowEntry);
const baseUrl = params.get('base') ?? params.getAll('allow')[0]?.replace(/\/+$/, '') ?? '';
const authHeader = params.get('authHeader');
const config = {
  allowlist,
  baseUrl,
  ...(authHeader ? { auth: { headers: { [authHeader.split(':')[0] ?? 'X-Api-Key']: authHeader.split(':').slice(1).join(':') }, servers: allowlist } } : {}),
};
const handle = createSandbox(config);
const statuses: string[] = [];
const statusEl = document.getElementById('status');
handle.onStatus((s) => {
  statuses.push(s.phase);
  if (statusEl) statusEl.textContent = s.detail ? `${s.phase}: ${s.detail}` : s.phase;
});
const workspace = new Workspace();
const inWorkspace = (timeoutMs?: number) => workspaceRunner((code, o) => handle.run(code, { ...o, ...(timeoutMs ? { timeoutMs } : {}) }), workspace);
window.__cmpSandbox = { handle, broker: createBroker(config), statuses, workspace, inWorkspace };
