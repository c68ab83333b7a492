// The approval questions of the page, in order: the first is shown. "Allow writes for this run" is held by the run's
// scope (a playground run, a chat turn, one Compare mode, one tool-inspector call) and ends with it; another scope
// still asks. A withdrawn question (Stop, 5-minute limit, its source removed) leaves the queue unanswered. A server's
// question mid-call (an MCP tool's) waits in the same queue and is answered with Accept, Decline or Cancel.
import type { ApprovalDecision, ApprovalRequest, McpAnswer, McpQuestion } from '../../sandbox';

export type ApprovalChoice = 'once' | 'run' | 'deny';

export interface PendingApproval {
  id: number;
  request: ApprovalRequest;
  /** The spec operation the request matches, e.g. "createItem (POST /items)", or null. */
  operation: string | null;
  /** Asked within a run's scope, so "Allow writes for this run" can be offered. */
  scoped: boolean;
}

/** A server's question, waiting in the same queue. */
export interface PendingQuestion {
  id: number;
  question: McpQuestion;
}

export type Pending = PendingApproval | PendingQuestion;
export const isQuestion = (p: Pending): p is PendingQuestion => 'question' in p;

/** One run's questions: its grant lives here and nowhere else. */
export interface QueueScope {
  ask: (request: ApprovalRequest, operation: string | null, signal: AbortSignal) => Promise<ApprovalDecision>;
  /** The run is over: its grant is gone, and any later question of it is asked again. */
  end: () => void;
}

interface ScopeState {
  granted: boolean;
  ended: boolean;
}

type Waiting = (PendingApproval & { scope: ScopeState | null; resolve: (d: ApprovalDecision) => void }) | (PendingQuestion & { resolve: (a: McpAnswer) => void });

export class ApprovalQueue {
  private items: Waiting[] = [];
  private nextId = 1;

  /** `onChange` is told after every change of the queue (the hook mirrors it into React state). */
  constructor(private readonly onChange: (pending: Pending[]) => void = () => undefined) {}

  /** A new run's scope: its writes ask until the user allows them for this run, and ask again after `end()`. */
  scope(): QueueScope {
    const state: ScopeState = { granted: false, ended: false };
    return {
      ask: (request, operation, signal) => this.ask(request, operation, signal, state),
      end: () => {
        state.granted = false;
        state.ended = true;
      },
    };
  }

  /** Without a scope (nothing to hold a grant), "for this run" counts as once. */
  ask(request: ApprovalRequest, operation: string | null, signal: AbortSignal, scope: ScopeState | null = null): Promise<ApprovalDecision> {
    if (scope?.granted) return Promise.resolve('allow');
    const id = this.nextId++;
    return new Promise<ApprovalDecision>((resolve) => {
      // A withdrawn question is over for the asker too (nobody is left to read a later answer).
      signal.addEventListener('abort', () => (this.remove(id), resolve('deny')), { once: true });
      this.items.push({ id, request, operation, scoped: scope !== null && !scope.ended, scope, resolve: (d: ApprovalDecision) => (this.remove(id), resolve(d)) });
      this.changed();
    });
  }

  /** A server's question mid-call; withdrawn (`signal`), it is over for the server too: cancel. */
  askQuestion(question: McpQuestion, signal: AbortSignal): Promise<McpAnswer> {
    const id = this.nextId++;
    return new Promise<McpAnswer>((resolve) => {
      signal.addEventListener('abort', () => (this.remove(id), resolve({ action: 'cancel' })), { once: true });
      this.items.push({ id, question, resolve: (a: McpAnswer) => (this.remove(id), resolve(a)) });
      this.changed();
    });
  }

  decide(choice: ApprovalChoice): void {
    const [head, ...rest] = this.items;
    if (!head || isQuestion(head)) return;
    const scope = choice === 'run' && head.scope && !head.scope.ended ? head.scope : null;
    if (scope) scope.granted = true;
    head.resolve(choice === 'deny' ? 'deny' : 'allow');
    if (scope) for (const w of rest) if (!isQuestion(w) && w.scope === scope) w.resolve('allow');
  }

  /** The answer to the question shown (when the first waiting is a server's question). */
  answer(answer: McpAnswer): void {
    const head = this.items[0];
    if (head && isQuestion(head)) head.resolve(answer);
  }

  /** Takes back every question `matches` picks (its source left the page): the asker hears deny, nothing is sent. */
  withdraw(matches: (request: ApprovalRequest) => boolean): void {
    for (const w of this.items) if (!isQuestion(w) && matches(w.request)) w.resolve('deny');
  }

  pending(): Pending[] {
    return this.items.map((w) => (isQuestion(w) ? { id: w.id, question: w.question } : { id: w.id, request: w.request, operation: w.operation, scoped: w.scoped }));
  }

  private remove(id: number): void {
    const before = this.items.length;
    this.items = this.items.filter((w) => w.id !== id);
    if (this.items.length !== before) this.changed();
  }

  private changed(): void {
    this.onChange(this.pending());
  }
}
