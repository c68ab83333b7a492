// The page URL's query string as React state: `spec`, `view`, `code` (and whatever views add, e.g. prompt/mode).
import { useCallback, useEffect, useState } from 'react';

export type ParamPatch = Record<string, string | null | undefined>;

export interface UrlState {
  params: URLSearchParams;
  /** Merges `patch` into the query (null/undefined removes a key). push=true adds a history entry. */
  setParams(patch: ParamPatch, options?: { push?: boolean }): void;
}

function readParams(): URLSearchParams {
  return new URLSearchParams(window.location.search);
}

export function applyPatch(base: URLSearchParams, patch: ParamPatch): URLSearchParams {
  const next = new URLSearchParams(base);
  for (const [key, value] of Object.entries(patch)) {
    if (value === null || value === undefined || value === '') next.delete(key);
    else next.set(key, value);
  }
  return next;
}

/** Absolute link to this page with the given query. */
export function linkWith(params: URLSearchParams): string {
  const url = new URL(window.location.href);
  url.search = params.toString();
  url.hash = '';
  return url.toString();
}

export function useUrlState(): UrlState {
  const [params, setState] = useState(readParams);

  useEffect(() => {
    const onPop = () => setState(readParams());
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);

  const setParams = useCallback((patch: ParamPatch, options?: { push?: boolean }) => {
    const current = readParams();
    const next = applyPatch(current, patch);
    const query = next.toString();
    // Nothing to record (e.g. a `?spec=` link that just loaded): a history call can take milliseconds.
    if (query === current.toString() && !options?.push) return;
    const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
    if (options?.push) window.history.pushState(null, '', url);
    else window.history.replaceState(null, '', url);
    setState(next);
  }, []);

  return { params, setParams };
}
