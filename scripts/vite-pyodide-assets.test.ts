import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_PYODIDE_GLOBAL } from '../src/ui/app/earlyPyodide';
import { PYODIDE_FILES, prefetchScript } from './vite-pyodide-assets';

/** Runs index.html's inline script in a bare global with this query string; returns the URLs it fetched. */
function fetchedFor(search: string, opts: { jspi?: boolean; isolated?: boolean; controlled?: boolean } = {}): { urls: string[]; handed: string[] } {
  const urls: string[] = [];
  const window: Record<string, unknown> = {};
  const scope = {
    URLSearchParams, window, location: { search },
    WebAssembly: opts.jspi === false ? {} : { Suspending: function Suspending() {} },
    self: { crossOriginIsolated: opts.isolated ?? false },
    navigator: { serviceWorker: { controller: opts.controlled ? {} : null } },
    fetch: (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(''));
    },
  };
  runInNewContext(prefetchScript('/base/pyodide/1/'), scope);
  return { urls, handed: Object.keys((window[EARLY_PYODIDE_GLOBAL] as object | undefined) ?? {}) };
}

describe("index.html's Pyodide prefetch", () => {
  it('starts every Pyodide file on a playground link and hands the downloads to the app', () => {
    const { urls, handed } = fetchedFor('?view=playground&spec=x');
    expect(urls).toEqual(PYODIDE_FILES.map((f) => `/base/pyodide/1/${f}`));
    expect(handed).toEqual(PYODIDE_FILES);
    expect(fetchedFor('?spec=x&code=cmVzdWx0').urls).toHaveLength(PYODIDE_FILES.length);
  });

  it('starts nothing on a repeat visit: the service worker serves the files at once, and the app starts sooner', () => {
    expect(fetchedFor('?view=playground', { controlled: true }).urls).toEqual([]);
  });

  it('starts nothing for other views, or where Python must wait for the isolation reload', () => {
    expect(fetchedFor('?view=explorer&code=cmVzdWx0').urls).toEqual([]);
    expect(fetchedFor('?spec=x').urls).toEqual([]);
    expect(fetchedFor('?view=playground', { jspi: false }).urls).toEqual([]);
    expect(fetchedFor('?view=playground', { jspi: false, isolated: true }).urls).toHaveLength(PYODIDE_FILES.length);
  });
});
