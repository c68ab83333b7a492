// The approval questions of the page, in order: the first is shown. "Allow writes for this run" is held by the run's
// scope (a playground run, a chat turn, one Compare mode, one tool-inspector call) and ends with it; another scope
// still asks. A withdrawn question (Stop, 5-minute limit, its source removed) leaves the queue unanswered.
import type { ApprovalDecision, ApprovalRequest } from '../../sandbox';

export type ApprovalChoice = 'once' | 'run' | 'deny';

export interface PendingApproval {
  id: number;
  request: ApprovalRequest;
  /** The spec operation the request matches, e.g. "createItem (POST /items)", or null. */
  operation: string | null;
  /** Asked within a run's scope, so "Allow writes for this run" can be offered. */
  scoped: boolean;
}

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

interface Waiting extends PendingApproval {
  scope: ScopeState | null;
  resolve: (d: ApprovalDecision) => void;
}

export class ApprovalQueue {
  private items: Waiting[] = [];
  private nextId = 1;

  /** `onChange` is told after every change of the queue (the hook mirrors it into React state). */
  constructor(private readonly onChange: (pending: PendingApproval[]) => void = () => undefined) {}

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
      this.items.push({ id, request, operation, scoped: scope !== null && !scope.ended, scope, resolve: (d) => (this.remove(id), resolve(d)) });
      this.changed();
    });
  }

  decide(choice: ApprovalChoice): void {
    const [head, ...rest] = this.items;
    if (!head) return;
    const scope = choice === 'run' && head.scope && !head.scope.ended ? head.scope : null;
    if (scope) scope.granted = true;
    head.resolve(choice === 'deny' ? 'deny' : 'allow');
    if (scope) for (const w of rest) if (w.scope === scope) w.resolve('allow');
  }

  /** Takes back every question `matches` picks (its source left the page): the asker hears deny, nothing is sent. */
  withdraw(matches: (request: ApprovalRequest) => boolean): void {
    for (const w of this.items.filter((item) => matches(item.request))) w.resolve('deny');
  }

  pending(): PendingApproval[] {
    return this.items.map(({ id, request, operation, scoped }) => ({ id, request, operation, scoped }));
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
