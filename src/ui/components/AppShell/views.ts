// Registry of top-level views, in nav order. Add a view with one entry here and its id in link.ts (ViewId and VIEWS,
// the views a link may name); the shell does the rest.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { afterFirstRun } from '../../app/earlySandbox';
import type { ViewId } from '../../app/link';
import type { ViewProps } from '../../hooks/viewProps';

export interface ViewDef {
  id: ViewId;
  label: string;
  component: LazyExoticComponent<ComponentType<ViewProps>>;
}

const loaders = {
  explorer: () => import('../ExplorerView/ExplorerView'),
  playground: () => import('../PlaygroundView/PlaygroundView'),
  chat: () => import('../ChatView/ChatView'),
  compare: () => import('../ComparePage/ComparePage'),
} satisfies Record<ViewId, () => Promise<unknown>>;

export const views: ViewDef[] = [
  { id: 'explorer', label: 'Explorer', component: lazy(loaders.explorer) },
  { id: 'playground', label: 'Playground', component: lazy(loaders.playground) },
  { id: 'chat', label: 'Chat', component: lazy(loaders.chat) },
  { id: 'compare', label: 'Compare', component: lazy(loaders.compare) },
];

/** Fetches one view's chunk: the pointer or focus reached its tab. */
export function preloadView(id: ViewId): void {
  void loaders[id]().catch(() => undefined);
}

/**
 * Fetches every view's chunk once the page is idle, so switching views (or leaving the first screen) is instant; on a
 * playground link only after its first result (issue 41: the views it does not open stay off that path).
 */
export function preloadViews(): void {
  const run = () => { for (const id of Object.keys(loaders) as ViewId[]) preloadView(id); };
  void afterFirstRun().then(() => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
    else setTimeout(run, 1000);
  });
}

export const defaultView: ViewId = 'explorer';

export function findView(id: string | null): ViewDef {
  return views.find((v) => v.id === id) ?? views.find((v) => v.id === defaultView) ?? (views[0] as ViewDef);
}
