// Question handlers for tests of MCP servers that ask mid-call: one that waits until its question is withdrawn.
import type { QuestionHandler } from '../src/core/sources';

/** A handler that waits until its question is withdrawn; `asked` settles when a question arrives. */
export function waitingHandler(): { handler: QuestionHandler; asked: Promise<void>; withdrawn: () => boolean } {
  let withdrawn = false;
  let arrived = (): void => undefined;
  const asked = new Promise<void>((r) => (arrived = r));
  const handler: QuestionHandler = (_q, signal) => new Promise((resolve) => {
    arrived();
    signal?.addEventListener('abort', () => ((withdrawn = true), resolve({ action: 'cancel' })));
  });
  return { handler, asked, withdrawn: () => withdrawn };
}
