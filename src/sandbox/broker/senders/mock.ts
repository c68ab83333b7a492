// The mock sender: mock mode's spec answers an allowed, approved request; no credentials are added, nothing reaches
// the network, and there is no mixed-content refusal (the browser fetches nothing).
import type { MockHook } from '../../contract';
import type { Sender, Sending, Sent, SourceSender } from '../sender';

async function answer(mock: MockHook, s: Sending): Promise<Sent> {
  try {
    const res = await mock({ method: s.method, url: s.target.href, headers: s.out.fromScript, ...(s.body ? { body: s.body } : {}) });
    const body = new Uint8Array(res.body);
    return { ok: true, reply: { ok: true, status: res.status, statusText: res.statusText, url: s.url.href, headers: res.headers, body }, note: res.note, source: 'mock' };
  } catch (err) {
    return { ok: false, kind: 'network', error: `Mock mode could not answer: ${err instanceof Error ? err.message : String(err)}`, allowed: true, source: 'mock' };
  }
}

const openMock = (mock: MockHook) => (): SourceSender => ({
  admit: () => ({ send: (s) => answer(mock, s) }),
});

export const mockSender: Sender = {
  match: (api) => (api.mock ? openMock(api.mock) : null),
};
