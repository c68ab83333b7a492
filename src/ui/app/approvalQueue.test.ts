import { describe, expect, it } from 'vitest';
import type { ApprovalRequest, McpQuestion } from '../../sandbox';
import { ApprovalQueue, isQuestion, type Pending, type PendingApproval } from './approvalQueue';

/** The approvals waiting, in order (no server questions in these tests). */
const approvals = (q: ApprovalQueue): PendingApproval[] => q.pending().filter((p): p is PendingApproval => !isQuestion(p));

const req = (url: string): ApprovalRequest => ({ method: 'POST', url, headers: {}, bodyPreview: '', bodyBytes: 0, bodyTruncated: false });

function setup() {
  const seen: Pending[][] = [];
  return { q: new ApprovalQueue((p) => seen.push(p)), seen };
}

describe('ApprovalQueue', () => {
  it('shows questions in order; Allow once and Deny answer only the first', async () => {
    const { q } = setup();
    const a = q.ask(req('https://x/a'), 'opA (POST /a)', new AbortController().signal);
    const b = q.ask(req('https://x/b'), null, new AbortController().signal);
    expect(approvals(q).map((p) => [p.request.url, p.operation])).toEqual([['https://x/a', 'opA (POST /a)'], ['https://x/b', null]]);
    q.decide('deny');
    expect(await a).toBe('deny');
    expect(q.pending()).toHaveLength(1);
    q.decide('once');
    expect(await b).toBe('allow');
    expect(q.pending()).toEqual([]);
    const c = q.ask(req('https://x/c'), null, new AbortController().signal);
    expect(q.pending()).toHaveLength(1);
    q.decide('deny');
    expect(await c).toBe('deny');
  });

  it('Allow for this run answers the scope\'s waiting questions and later ones, and ends with the scope', async () => {
    const { q } = setup();
    const run = q.scope();
    const a = run.ask(req('https://x/a'), null, new AbortController().signal);
    const b = run.ask(req('https://x/b'), null, new AbortController().signal);
    expect(approvals(q).map((p) => p.scoped)).toEqual([true, true]);
    q.decide('run');
    expect([await a, await b]).toEqual(['allow', 'allow']);
    expect(await run.ask(req('https://x/c'), null, new AbortController().signal)).toBe('allow');
    expect(q.pending()).toEqual([]);
    run.end();
    void run.ask(req('https://x/d'), null, new AbortController().signal);
    expect(q.pending()).toMatchObject([{ request: { url: 'https://x/d' }, scoped: false }]);
    // A grant given after the end (to a question asked before it) holds nothing either.
    q.decide('run');
    void run.ask(req('https://x/e'), null, new AbortController().signal);
    expect(q.pending()).toHaveLength(1);
  });

  it('a grant belongs to its scope: another run, the tool inspector or an unscoped question still asks', async () => {
    const { q } = setup();
    const chat = q.scope();
    const inspector = q.scope();
    const mine = chat.ask(req('https://x/a'), null, new AbortController().signal);
    const theirs = inspector.ask(req('https://x/b'), null, new AbortController().signal);
    const loose = q.ask(req('https://x/c'), null, new AbortController().signal);
    q.decide('run');
    expect(await mine).toBe('allow');
    expect(approvals(q).map((p) => [p.request.url, p.scoped])).toEqual([['https://x/b', true], ['https://x/c', false]]);
    expect(await chat.ask(req('https://x/d'), null, new AbortController().signal)).toBe('allow');
    q.decide('deny');
    expect(await theirs).toBe('deny');
    // "For this run" on an unscoped question allows it once and grants nothing.
    q.decide('run');
    expect(await loose).toBe('allow');
    void q.ask(req('https://x/e'), null, new AbortController().signal);
    void inspector.ask(req('https://x/f'), null, new AbortController().signal);
    expect(q.pending()).toHaveLength(2);
  });

  it('a withdrawn question (Stop, time limit) leaves the queue, tells the page and ends as a deny', async () => {
    const { q, seen } = setup();
    const stop = new AbortController();
    const asked = q.ask(req('https://x/a'), null, stop.signal);
    stop.abort();
    expect(await asked).toBe('deny');
    expect(q.pending()).toEqual([]);
    expect(seen.at(-1)).toEqual([]);
    q.decide('once');
  });

  it('a question for a source removed from the page is withdrawn: its asker hears deny, the others stay', async () => {
    const { q } = setup();
    const gone = q.ask({ ...req('https://mcp.invalid/notes/add'), api: 'notes' }, null, new AbortController().signal);
    const kept = q.ask({ ...req('https://x/b'), api: 'shop' }, null, new AbortController().signal);
    q.withdraw((r) => r.api === 'notes');
    expect(await gone).toBe('deny');
    expect(approvals(q).map((p) => p.request.api)).toEqual(['shop']);
    q.decide('once');
    expect(await kept).toBe('allow');
  });
});

describe('ApprovalQueue: a server\'s questions mid-call', () => {
  const question: McpQuestion = { server: 'shop', tool: 'order', message: 'Which size?', mode: 'url', url: 'https://shop.example/size' };

  it('wait in the same queue, in order; Allow or Deny never answers one, Accept, Decline and Cancel do', async () => {
    const { q } = setup();
    const write = q.ask(req('https://x/a'), null, new AbortController().signal);
    const first = q.askQuestion(question, new AbortController().signal);
    q.answer({ action: 'decline' });
    expect(q.pending()).toHaveLength(2);
    q.decide('once');
    expect(await write).toBe('allow');
    expect(q.pending()).toEqual([{ id: 2, question }]);
    q.decide('deny');
    expect(q.pending()).toHaveLength(1);
    q.answer({ action: 'decline' });
    expect(await first).toEqual({ action: 'decline' });
    const second = q.askQuestion(question, new AbortController().signal);
    q.answer({ action: 'accept', content: { size: 'm' } });
    expect(await second).toEqual({ action: 'accept', content: { size: 'm' } });
  });

  it('a withdrawn question (Stop, the time limit) leaves the queue and the server hears cancel', async () => {
    const { q, seen } = setup();
    const stop = new AbortController();
    const asked = q.askQuestion(question, stop.signal);
    stop.abort();
    expect(await asked).toEqual({ action: 'cancel' });
    expect(q.pending()).toEqual([]);
    expect(seen.at(-1)).toEqual([]);
  });
});
