// The approval questions of the page, in order: the first is shown; "allow for this run" answers the rest of the run
// too, until the next run begins. A withdrawn question (Stop, 5-minute limit) leaves the queue unanswered.
import type { ApprovalDecision, ApprovalRequest } from '../../sandbox';

export type ApprovalChoice = 'once' | 'run' | 'deny';

export interface PendingApproval {
  id: number;
  request: ApprovalRequest;
  /** The spec operation the request matches, e.g. "createItem (POST /items)", or null. */
  operation: string | null;
}

interface Waiting extends PendingApproval {
  resolve: (d: ApprovalDecision) => void;
}

export class ApprovalQueue {
  private items: Waiting[] = [];
  private granted = false;
  private nextId = 1;

  /** `onChange` is told after every change of the queue (the hook mirrors it into React state). */
  constructor(private readonly onChange: (pending: PendingApproval[]) => void = () => undefined) {}

  ask(request: ApprovalRequest, operation: string | null, signal: AbortSignal): Promise<ApprovalDecision> {
    if (this.granted) return Promise.resolve('allow');
    const id = this.nextId++;
    return new Promise<ApprovalDecision>((resolve) => {
      signal.addEventListener('abort', () => this.remove(id), { once: true });
      this.items.push({ id, request, operation, resolve: (d) => (this.remove(id), resolve(d)) });
      this.changed();
    });
  }

  decide(choice: ApprovalChoice): void {
    const [head, ...rest] = this.items;
    if (!head) return;
    if (choice === 'run') this.granted = true;
    head.resolve(choice === 'deny' ? 'deny' : 'allow');
    if (choice === 'run') for (const w of rest) w.resolve('allow');
  }

  /** A new run (playground Run, a chat message, a Compare mode): writes ask again. */
  beginScope(): void {
    this.granted = false;
  }

  pending(): PendingApproval[] {
    return this.items.map(({ id, request, operation }) => ({ id, request, operation }));
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
