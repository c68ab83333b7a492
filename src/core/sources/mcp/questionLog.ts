// One line for the run log and the chat per question a server asked mid-call, and its answer. Apart from questions.ts:
// the broker (on the link path) needs only this, the form and its checks load when a server first asks.
import type { McpAnswer, McpQuestion } from './questions';

const SECRET_NAME = /pass|secret|token|key|otp|pin|credential|cvv|ssn/i;
const clip = (s: string, n: number): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);

/**
 * One line for the run log and the chat: what was asked and what was answered. Values only when `values` (not in
 * privacy mode) and never for a field whose name says it is a secret; a URL question by its origin alone.
 */
export function questionSummary(q: McpQuestion, answer: McpAnswer | null, values: boolean): string {
  const asked = q.mode === 'url' ? `asked to open a page at ${new URL(q.url).origin}` : `asked ${q.fields.map((f) => f.name).join(', ') || 'nothing'}`;
  const said = `"${clip(q.message, 120)}"`;
  if (!answer) return `${q.server} ${asked} (${said}): no answer`;
  if (answer.action !== 'accept') return `${q.server} ${asked} (${said}): ${answer.action === 'decline' ? 'declined' : 'cancelled'}`;
  if (q.mode === 'url') return `${q.server} ${asked} (${said}): done, confirmed`;
  const shown = Object.entries(answer.content ?? {}).map(([k, v]) => (values && !SECRET_NAME.test(k) ? `${k}=${clip(JSON.stringify(v), 60)}` : `${k}=…`));
  return `${q.server} ${asked} (${said}): accepted${shown.length > 0 ? ` ${shown.join(', ')}` : ''}`;
}
