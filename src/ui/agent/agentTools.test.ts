import { describe, expect, it } from 'vitest';
import { UserWaits } from '../../core/surfaces';
import type { ApprovalDecision } from '../../sandbox';
import { watchedGate } from './agentTools';

const req = { method: 'POST', url: 'https://x/a', headers: {}, bodyPreview: '', bodyBytes: 0, bodyTruncated: false };

describe('watchedGate', () => {
  it('counts a question as a wait on the user until it is answered, or withdrawn even if the asker never answers', async () => {
    const waits = new UserWaits();
    const seen: boolean[] = [];
    waits.subscribe((w) => seen.push(w));
    let answer: (d: ApprovalDecision) => void = () => undefined;
    const gate = watchedGate({ policy: 'ask', approve: () => new Promise((r) => (answer = r)) }, waits);
    const first = gate.approve!(req, new AbortController().signal);
    expect(waits.waiting).toBe(true);
    answer('allow');
    expect(await first).toBe('allow');
    expect(waits.waiting).toBe(false);

    const silent = watchedGate({ policy: 'ask', approve: () => new Promise<ApprovalDecision>(() => undefined) }, waits);
    const stop = new AbortController();
    const second = silent.approve!(req, stop.signal);
    expect(waits.waiting).toBe(true);
    stop.abort();
    expect(await second).toBe('deny');
    expect(waits.waiting).toBe(false);
    expect(seen).toEqual([true, false, true, false]);
  });

  it('leaves a gate without anyone to ask as it is', () => {
    const gate = { policy: 'read-only' as const };
    expect(watchedGate(gate, new UserWaits())).toBe(gate);
  });
});
