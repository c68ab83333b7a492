// The page URL's query string as React state, through the link schema (app/link.ts): only the keys a link may carry
// are read or written (`view`, `spec`, `code`, `prompt`, `mode`).
import { useCallback, useEffect, useState } from 'react';
import { droppedMcpLinks, fromLink, linkQuery, patchLink, type LinkPatch, type LinkState } from '../app/link';
import type { LinkPort } from '../app/sourceLink';

export interface UrlState {
  params: LinkState;
  /** Merges `patch` into the query (null/undefined/'' removes a key). push=true adds a history entry. */
  setParams: (patch: LinkPatch, options?: { push?: boolean }) => void;
  /** MCP server URLs the opening link carried but a link may not (a password among them): dropped, and gone from the address bar. */
  droppedMcp: number;
}

function readParams(): LinkState {
  return fromLink(window.location.search);
}

export function useUrlState(): UrlState {
  const [params, setState] = useState(readParams);
  const [droppedMcp] = useState(() => droppedMcpLinks(window.location.search));

  // A server URL with a password in it must not stay in the address bar (or its history entry) once it is dropped.
  useEffect(() => {
    if (droppedMcp === 0) return;
    const query = linkQuery(readParams());
    window.history.replaceState(null, '', `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`);
  }, [droppedMcp]);

  useEffect(() => {
    const onPop = () => setState(readParams());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const setParams = useCallback((patch: LinkPatch, options?: { push?: boolean }) => {
    const current = readParams();
    const next = patchLink(current, patch);
    const query = linkQuery(next);
    // Nothing to record (e.g. a `?spec=` link that just loaded): a history call can take milliseconds.
    if (query === linkQuery(current) && !options?.push) return;
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (options?.push) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setState(next);
  }, []);

  return { params, setParams, droppedMcp };
}

/** The page's own link for SourceLink: read from the address bar, written through `setParams`, changed by back/forward. */
export function pageLink(setParams: (patch: LinkPatch) => void): LinkPort {
  return {
    read: readParams,
    write: setParams,
    listen: (changed) => {
      window.addEventListener('popstate', changed);
      return () => window.removeEventListener('popstate', changed);
    },
  };
}
