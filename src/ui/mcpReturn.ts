// First of all imports: back from an MCP server's sign-in, the page's own URL is restored before anything reads it.
import { resumeMcpSignIn } from './app/mcpSignIn';

try {
  resumeMcpSignIn(window.location, window.sessionStorage, (url) => window.history.replaceState(null, '', url));
} catch {
  // No sessionStorage (a sandboxed or storage-less context): nothing to resume.
}
