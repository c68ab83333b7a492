// Shareable links: spec URL + prompt + mode in the query string; nothing secret ever goes in.
import type { AgentMode } from '../../core/agent/types';

export interface ShareState {
  view: 'chat' | 'compare';
  /** Spec URL (only URL-loaded specs can be shared). */
  spec?: string;
  prompt?: string;
  mode?: AgentMode;
}

/** Keeps the page's path (so sub-path deployments work) and replaces the query. */
export function buildShareLink(pageHref: string, state: ShareState): string {
  const url = new URL(pageHref);
  const params = new URLSearchParams();
  params.set('view', state.view);
  if (state.spec) params.set('spec', state.spec);
  if (state.prompt) params.set('prompt', state.prompt);
  if (state.mode) params.set('mode', state.mode);
  url.search = params.toString();
  url.hash = '';
  return url.toString();
}

export function readShareState(search: string): Partial<ShareState> {
  const params = new URLSearchParams(search);
  const view = params.get('view');
  const mode = params.get('mode');
  return {
    view: view === 'chat' || view === 'compare' ? view : undefined,
    spec: params.get('spec') ?? undefined,
    prompt: params.get('prompt') ?? undefined,
    mode: mode === 'code' || mode === 'classic' ? mode : undefined,
  };
}
