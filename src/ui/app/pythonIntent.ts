// When the page starts Python (issue 39): on intent, never because a spec was loaded. A surface that runs code
// opening, or the pointer or focus reaching a control that leads there, starts it; the explorer alone never does.
// At idle the Pyodide files may be downloaded (not compiled) ahead of that, unless the browser asks to save data.
import { modeLine } from '../../core/modes';
import type { LinkState, ViewId } from './link';

/**
 * The views whose opening starts Python: they run code. Chat only in the modes whose tools run our Python (code, its
 * default, its variants and dual: the registry's sandbox need); an opened Compare report is read-only and runs none.
 */
export function viewRunsCode(view: ViewId, link: Pick<LinkState, 'report' | 'mode'>): boolean {
  if (view === 'compare') return link.report === undefined;
  if (view === 'chat') return link.mode === undefined || modeLine(link.mode).needs.sandbox;
  return view === 'playground';
}

export interface PrefetchFacts {
  /** The browser asks pages to save data (`navigator.connection.saveData`). */
  saveData: boolean;
  /** A service worker controls the page: its cache already holds the files. */
  controlled: boolean;
  /** Python could start on this page now (a page about to reload for isolation would throw the download away). */
  canRunPython: boolean;
  /** The sandbox has started (it downloads the files itself). */
  started: boolean;
}

/** Whether the idle download of the Pyodide files is worth doing on this page. */
export function shouldPrefetchPython(facts: PrefetchFacts): boolean {
  return !facts.saveData && !facts.controlled && facts.canRunPython && !facts.started;
}
