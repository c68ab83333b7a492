// Registry of top-level views, in nav order. Add a view with one entry here; the shell does the rest.
import { lazy } from 'react';
import type { ViewDef, ViewId } from './viewTypes';

export const views: ViewDef[] = [
  { id: 'explorer', label: 'Explorer', component: lazy(() => import('../components/ExplorerView/ExplorerView')) },
  { id: 'playground', label: 'Playground', component: lazy(() => import('../components/PlaygroundView/PlaygroundView')) },
  { id: 'chat', label: 'Chat', component: lazy(() => import('../components/ChatView/ChatView')) },
  { id: 'compare', label: 'Compare', component: lazy(() => import('../components/CompareView/CompareView')) },
];

export const defaultView: ViewId = 'explorer';

export function findView(id: string | null): ViewDef {
  return views.find((v) => v.id === id) ?? views.find((v) => v.id === defaultView) ?? (views[0] as ViewDef);
}
