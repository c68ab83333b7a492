// Top bar: app name, loaded spec's title (several APIs: the first's, then the others by name), navigation between views, and a slot for the spec loader.
import type { ReactNode } from 'react';
import type { ViewId } from '../../app/link';
import { versionLabel } from '../../app/format';
import './AppHeader.css';

export interface AppHeaderProps {
  title: string | null;
  version: string | null;
  /** Several APIs loaded: the others after the first's title ("+ 2 more APIs: a, b"), and every API for the tooltip. */
  more?: string | null;
  all?: string | null;
  views: Array<{ id: ViewId; label: string }>;
  activeView: ViewId;
  onNavigate: (view: ViewId) => void;
  /** The pointer or focus reached a view's tab (its chunk can load before the click). */
  onNavigateIntent?: (view: ViewId) => void;
  children?: ReactNode;
}

export function AppHeader({ title, version, more = null, all = null, views, activeView, onNavigate, onNavigateIntent, children }: AppHeaderProps) {
  return (
    <header className="app-header">
      <div className="app-header-top">
        <div className="app-brand">
          <span className="app-name">Code Mode Playground</span>
          {title !== null && (
            <span className="app-spec-title" data-testid="spec-title" title={all ?? undefined}>
              {title}
              {version ? <span className="muted"> {versionLabel(version)}</span> : null}
              {more ? <span data-testid="spec-title-more"> {more}</span> : null}
            </span>
          )}
        </div>
        <nav className="app-nav" aria-label="Views">
          {views.map((v) => (
            <button
              key={v.id}
              type="button"
              className={v.id === activeView ? 'active' : undefined}
              aria-current={v.id === activeView ? 'page' : undefined}
              data-testid={`nav-${v.id}`}
              onClick={() => onNavigate(v.id)}
              onPointerEnter={() => onNavigateIntent?.(v.id)}
              onFocus={() => onNavigateIntent?.(v.id)}
            >
              {v.label}
            </button>
          ))}
        </nav>
      </div>
      {children}
    </header>
  );
}
