// First of all imports: back from an MCP server's sign-in. In the sign-in popup, the answer goes to the page that
// opened it and the popup closes; in a tab that left for the sign-in, the page's own URL is restored before anything
// reads it.
import { resumeMcpSignIn, signInReturnOf, SIGN_IN_CHANNEL } from './app/mcpSignIn';

try {
  const answer = signInReturnOf(window.location.search);
  if (answer && !resumeMcpSignIn(window.location, window.sessionStorage, (url) => window.history.replaceState(null, '', url))) {
    const channel = new BroadcastChannel(SIGN_IN_CHANNEL);
    channel.postMessage(answer);
    channel.close();
    window.history.replaceState(null, '', `${window.location.origin}${window.location.pathname}`);
    window.close();
  }
} catch {
  // No sessionStorage (a sandboxed or storage-less context): nothing to resume.
}
