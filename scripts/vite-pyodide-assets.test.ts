import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { EARLY_PYODIDE_GLOBAL } from '../src/ui/app/earlyPyodide';
import { PYODIDE_FILES, prefetchScript } from './vite-pyodide-assets';

/** Runs index.html's inline script in a bare global with this query string; returns the URLs it fetched. */
function fetchedFor(search: string, opts: { jspi?: boolean; isolated?: boolean; controlled?: boolean; cached?: string[] } = {}): { urls: string[]; matched: string[]; handed: string[]; window: Record<string, unknown> } {
  const urls: string[] = [];
  const matched: string[] = [];
  const window: Record<string, unknown> = {};
  const scope = {
    URLSearchParams, window, location: { search },
    WebAssembly: opts.jspi === false ? {} : { Suspending: function Suspending() {} },
    self: { crossOriginIsolated: opts.isolated ?? false },
    navigator: { serviceWorker: { controller: opts.controlled ? {} : null } },
    ...(opts.controlled ? {
      caches: {
        match: (url: string, options: { ignoreSearch?: boolean }) => {
          matched.push(url);
          return Promise.resolve(options.ignoreSearch && opts.cached?.includes(url) ? new Response(`cached ${url}`) : undefined);
        },
      },
    } : {}),
    fetch: (url: string) => {
      urls.push(url);
      return Promise.resolve(new Response(''));
    },
  };
  runInNewContext(prefetchScript('/base/pyodide/1/'), scope);
  return { urls, matched, handed: Object.keys((window[EARLY_PYODIDE_GLOBAL] as object | undefined) ?? {}), window };
}

describe("index.html's Pyodide prefetch", () => {
  it('starts every Pyodide file on a playground link and hands the downloads to the app', () => {
    const { urls, handed } = fetchedFor('?view=playground&spec=x');
    expect(urls).toEqual(PYODIDE_FILES.map((f) => `/base/pyodide/1/${f}`));
    expect(handed).toEqual(PYODIDE_FILES);
    expect(fetchedFor('?spec=x&code=cmVzdWx0').urls).toHaveLength(PYODIDE_FILES.length);
  });

  it('on a repeat visit reads them from Cache Storage, not through the service worker; a file not there is fetched', async () => {
    const cached = PYODIDE_FILES.slice(1).map((f) => `/base/pyodide/1/${f}`);
    const visit = fetchedFor('?view=playground', { controlled: true, cached });
    expect(visit.matched).toEqual(PYODIDE_FILES.map((f) => `/base/pyodide/1/${f}`));
    expect(visit.handed).toEqual(PYODIDE_FILES);
    const handed = visit.window[EARLY_PYODIDE_GLOBAL] as Record<string, Promise<Response>>;
    const first = PYODIDE_FILES[0]!;
    const last = PYODIDE_FILES[PYODIDE_FILES.length - 1]!;
    expect(await (await handed[last]!).text()).toBe(`cached /base/pyodide/1/${last}`);
    await handed[first];
    expect(visit.urls).toEqual([`/base/pyodide/1/${first}`]);
  });

  it('starts nothing for other views, or where Python must wait for the isolation reload', () => {
    expect(fetchedFor('?view=explorer&code=cmVzdWx0').urls).toEqual([]);
    expect(fetchedFor('?spec=x').urls).toEqual([]);
    expect(fetchedFor('?view=playground', { jspi: false }).urls).toEqual([]);
    expect(fetchedFor('?view=playground', { jspi: false, isolated: true }).urls).toHaveLength(PYODIDE_FILES.length);
  });
});
