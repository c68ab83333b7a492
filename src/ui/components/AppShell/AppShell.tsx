// The page frame: header (title, spec loader, nav) and the active view.
import { Suspense } from 'react';
import { AppHeader } from '../AppHeader/AppHeader';
import { SpecLoader } from '../SpecLoader/SpecLoader';
import { views } from '../../app/views';
import { BUNDLED_EXAMPLES, exampleUrl } from '../../app/examples';
import { useApp } from '../../hooks/useApp';
import './AppShell.css';

export function AppShell() {
  const app = useApp();
  const { spec, activeView, loadSpec, navigate } = app;
  const View = activeView.component;

  return (
    <div className="app-shell">
      <AppHeader
        title={spec.loaded?.title ?? null}
        version={spec.loaded?.version ?? null}
        views={views.map((v) => ({ id: v.id, label: v.label }))}
        activeView={activeView.id}
        onNavigate={(id) => navigate(id)}
      >
        <SpecLoader
          ready={app.catalog !== null}
          loading={spec.loading}
          error={spec.error}
          currentUrl={spec.loaded?.url ?? null}
          generation={spec.generation}
          examples={BUNDLED_EXAMPLES.map((e) => ({ id: e.id, label: e.title, url: exampleUrl(e) }))}
          onLoad={loadSpec}
          onDismissError={spec.clearError}
        />
      </AppHeader>
      <main className="app-main">
        <Suspense fallback={<p className="muted">Loading view…</p>}>
          <View {...app} />
        </Suspense>
      </main>
    </div>
  );
}
