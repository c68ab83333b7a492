// Page-facing API of the Python sandbox. UI and tests import only from here.
//
//   const sb = createSandbox({ allowlist: spec.allowlist, baseUrl: spec.servers[0].url, auth });
//   sb.onStatus((s) => …);          // 'loading' → 'ready' ↔ 'running'; 'unsupported' when JSPI is missing
//   Every run gets a fresh interpreter from a pool of pre-booted spares (restored from a memory snapshot).
//   await sb.ready;                  // optional: run() waits for readiness by itself
//   const res = await sb.run(code);  // never throws: failures are { ok: false, error }
//
// Classic mode (one tool per operation) uses createBroker(config).request(...) directly: same allowlist,
// same credentials, same log entries. The types live in contract.ts.

export type {
  AllowEntry,
  ApiPackage,
  ApprovalDecision,
  McpAnswer,
  McpQuestion,
  ApprovalRequest,
  MockHook,
  MockRequest,
  MockResponse,
  ProxySettings,
  PythonWait,
  RequestGate,
  RequestPolicy,
  Broker,
  BrokerReply,
  BrokerRequest,
  OneApiConfig,
  RemovedApi,
  RequestLogEntry,
  RunControl,
  RunOptions,
  RunFiles,
  SkillModule,
  RunResult,
  RunSettings,
  SandboxApi,
  SandboxConfig,
  SandboxHandle,
  SandboxOptions,
  SandboxPhase,
  SandboxStatus,
  TargetAuth,
  WorkspaceChanges,
  WorkspaceFile,
} from './contract';
export { createSandbox } from './host/sandbox';
export { prefetchPythonFiles } from './host/assets';
export { createBroker } from './broker/dispatch';
export { checkAllowed, describeAllowlist } from './broker/allowlist';
