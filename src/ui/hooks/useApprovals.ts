// The request policy and the approval questions it raises. Questions queue; the first is shown. Each run (playground
// Run, a chat message, each Compare mode, a tool-inspector call) asks through its own scope: beginScope() gives its
// gate, and "Allow writes for this run" ends when the run calls end(). A server's question mid-call waits in the same
// queue (gate.answer), whatever the policy.
import { useCallback, useEffect, useMemo, useState } from 'react';
import { matchOperation, type OperationMatch, type OperationMismatch } from '../../core/openapi';
import type { ApprovalDecision, ApprovalRequest, McpAnswer, McpQuestion, RequestGate, RequestPolicy } from '../../sandbox';
import type { LoadedSummary, OperationSummary } from '../workers/catalogProtocol';
import { useLatest } from './useLatest';
import { ApprovalQueue, type ApprovalChoice, type Pending, type PendingApproval, type PendingQuestion } from '../app/approvalQueue';

export type { ApprovalChoice, Pending, PendingApproval, PendingQuestion };

/** One run's request policy: pass `gate` to everything the run sends through, call `end()` when the run is over. */
export interface ApprovalScope {
  gate: RequestGate;
  end: () => void;
}

export interface ApprovalController {
  policy: RequestPolicy;
  setPolicy: (p: RequestPolicy) => void;
  /** What the broker consults outside any run's scope (stable while the policy is); no grant ever holds here. */
  gate: RequestGate;
  /** The approval or server question shown (the first waiting). */
  pending: Pending | null;
  /** Questions waiting behind the one shown. */
  queued: number;
  decide: (choice: ApprovalChoice) => void;
  /** The answer to the server's question shown. */
  answer: (answer: McpAnswer) => void;
  /** Asks the user a server's question outside any run (a connection's own handler). */
  askQuestion: (question: McpQuestion, signal: AbortSignal) => Promise<McpAnswer>;
  /** A new run's scope, with the policy of this moment. */
  beginScope: () => ApprovalScope;
}

export const POLICIES: ReadonlyArray<{ value: RequestPolicy; label: string }> = [
  { value: 'ask', label: 'Ask before writes' },
  { value: 'read-only', label: 'Read-only' },
  { value: 'allow-all', label: 'Allow all' },
];

/** The operation a request means, or why it cannot be sent as it is ("path parameter jobRunId is empty"). */
export function operationLabel(hit: OperationMatch<OperationSummary> | OperationMismatch<OperationSummary> | null): string | null {
  if (!hit) return null;
  if (!hit.ok) return hit.op ? `⚠ ${hit.op.name}: ${hit.error}` : `⚠ ${hit.error}`;
  return `${hit.op.name} (${hit.op.method} ${hit.op.path})`;
}

/** `sources`: the loaded ones in order, by short name: a request attributed to one is matched against its spec (else the first's). */
/** `gone`: names of sources removed from the page; a question for one of them is withdrawn. */
export function useApprovals(sources: readonly { name: string; summary: LoadedSummary }[] = [], gone: readonly string[] = []): ApprovalController {
  const [policy, setPolicy] = useState<RequestPolicy>('ask');
  const [pendingList, setPendingList] = useState<Pending[]>([]);
  const [queue] = useState(() => new ApprovalQueue(setPendingList));
  const sourcesRef = useLatest(sources);
  const policyRef = useLatest(policy);

  const operationOf = useCallback((request: ApprovalRequest): string | null => {
    const all = sourcesRef.current;
    const s = (request.api !== undefined ? all.find((o) => o.name === request.api)?.summary : undefined) ?? all[0]?.summary;
    // Mock mode may send to the reserved mock origin: match against it too.
    const hit = s ? matchOperation(s.operations, [...s.allowlist, ...s.mock.allowlist], request.method, request.url, { headers: request.headers, body: request.bodyPreview }) : null;
    return operationLabel(hit);
  }, [sourcesRef]);

  const approve = useCallback((request: ApprovalRequest, signal: AbortSignal): Promise<ApprovalDecision> => queue.ask(request, operationOf(request), signal), [queue, operationOf]);

  const goneKey = gone.join('\n');
  useEffect(() => {
    const names = new Set(goneKey.split('\n'));
    if (goneKey !== '') queue.withdraw((r) => r.api !== undefined && names.has(r.api));
  }, [queue, goneKey]);

  const askQuestion = useCallback((question: McpQuestion, signal: AbortSignal) => queue.askQuestion(question, signal), [queue]);
  const gate = useMemo<RequestGate>(() => ({ policy, approve, answer: askQuestion }), [policy, approve, askQuestion]);
  const decide = useCallback((choice: ApprovalChoice) => queue.decide(choice), [queue]);
  const answer = useCallback((a: McpAnswer) => queue.answer(a), [queue]);
  const beginScope = useCallback((): ApprovalScope => {
    const scope = queue.scope();
    return { gate: { policy: policyRef.current, approve: (request, signal) => scope.ask(request, operationOf(request), signal), answer: askQuestion }, end: scope.end };
  }, [queue, policyRef, operationOf, askQuestion]);

  return { policy, setPolicy, gate, pending: pendingList[0] ?? null, queued: Math.max(0, pendingList.length - 1), decide, answer, askQuestion, beginScope };
}
