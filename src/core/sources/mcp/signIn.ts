// A connection that may sign in, held to the rules a sign-in keeps: a code comes back once per sign-in, a refusal
// the authorization server sent back is said as one, and a server that still asks after MAX_SIGN_INS sign-ins in a
// row gets no further offer (a redirect loop, with an authorization server that approves at once) but a message that
// names the scope it asked for.
import { loopFailure, MAX_SIGN_INS, refusedFailure } from './authFailure';
import { hostOf } from './host';
import { signInsInARow } from './oauth';
import type { McpCallOutcome, McpConnectOptions, McpConnectOutcome, McpOAuthOptions } from './types';

export async function connectSigningIn(
  url: string, options: McpConnectOptions & { oauth: McpOAuthOptions }, connect: (url: string, options: McpConnectOptions) => Promise<McpConnectOutcome>,
): Promise<McpConnectOutcome> {
  const { store, refused, code } = options.oauth;
  if (refused) {
    signInsInARow(url, store, 'reset');
    return { ok: false, failure: refusedFailure(hostOf(url), refused) };
  }
  if (code) signInsInARow(url, store, 'finished');
  const outcome = await connect(url, options);
  if (outcome.ok) {
    // After a step-up, the server takes the token for a connection already: only the call shows the new scope works.
    if (!options.oauth.stepUp) signInsInARow(url, store, 'reset');
    return outcome;
  }
  const again = outcome.failure.signIn;
  if (!again || signInsInARow(url, store) < MAX_SIGN_INS) return outcome;
  signInsInARow(url, store, 'reset');
  return { ok: false, failure: loopFailure(hostOf(url), again.url) };
}

/**
 * A call's outcome held to the same rules: a call that works ends the sign-ins in a row; a call refused for a scope
 * after MAX_SIGN_INS step-up sign-ins in a row gets no further offer but the message that names the scope.
 */
export function callSigningIn(url: string, store: McpOAuthOptions['store'], outcome: McpCallOutcome): McpCallOutcome {
  if (outcome.ok) {
    signInsInARow(url, store, 'reset');
    return outcome;
  }
  if (!outcome.signIn || signInsInARow(url, store) < MAX_SIGN_INS) return outcome;
  signInsInARow(url, store, 'reset');
  const failure = loopFailure(hostOf(url), outcome.signIn.url);
  return { ok: false, kind: outcome.kind, error: `${failure.message} ${failure.fix ?? ''}`.trim() };
}
