// The page frame: header (title, spec loader, nav) and the active view.
import { lazy, Suspense, useEffect } from 'react';
import { AddApiToggle, ApiChips } from '../ApiChips/ApiChips';
import { AppHeader } from '../AppHeader/AppHeader';
import { McpAddToggle } from '../McpServerForm/McpAddToggle';
import { McpLinkPrompt } from '../McpLinkPrompt/McpLinkPrompt';
import { ApprovalDialog } from '../ApprovalDialog/ApprovalDialog';
import { SkillSaveDialog } from '../SkillSaveDialog/SkillSaveDialog';
import { SpecLoader } from '../SpecLoader/SpecLoader';
import { defaultView, findView, preloadView, preloadViews, views } from './views';
import { BUNDLED_EXAMPLES, exampleUrl, type ExampleApi } from '../../app/examples';
import { useApp } from '../../hooks/useApp';
import { setHeading } from '../../app/loadedSet';
import { linkedView } from '../../app/link';
import { usePythonStart } from '../../hooks/usePythonStart';
import { Welcome } from '../Welcome/Welcome';
import './AppShell.css';

// Off the link path: only a page that adds an MCP server (or opens an `?mcp=` link that failed) loads the form.
const McpServerForm = lazy(() => import('../McpServerForm/McpServerForm').then((m) => ({ default: m.McpServerForm })));

export function AppShell() {
  const app = useApp();
  useEffect(preloadViews, []);
  const { spec, loadSpec, navigate } = app;
  const activeView = findView(linkedView(app.url.params) ?? null);
  const View = activeView.component;
  // Nothing loaded, nothing on its way: the first screen teaches instead of showing an empty explorer.
  const welcome = activeView.id === defaultView && !spec.loaded && !spec.loading && !app.url.params.spec && !app.url.params.mcp && !app.mcp.connecting;
  const open = (example: ExampleApi) => loadSpec({ kind: 'url', url: exampleUrl(example) });
  usePythonStart({ view: activeView.id, link: app.url.params, spec, sandbox: app.sandbox });
  const { onIntent } = app.sandbox;
  const heading = setHeading(app.set);

  return (
    <div className="app-shell">
      <AppHeader
        title={heading?.title ?? null}
        version={heading?.version ?? null}
        more={heading?.more}
        all={heading?.all}
        views={views.map((v) => ({ id: v.id, label: v.label }))}
        activeView={activeView.id}
        onNavigate={(id) => navigate(id)}
        onNavigateIntent={preloadView}
      >
        <SpecLoader
          ready={app.catalog !== null}
          loading={spec.loading}
          error={spec.error}
          currentUrl={spec.loaded?.url ?? null}
          generation={spec.firstLoad}
          examples={BUNDLED_EXAMPLES.map((e) => ({ id: e.id, label: e.title, url: exampleUrl(e) }))}
          onLoad={app.apis.adding ? (input) => void app.apis.add(input) : loadSpec}
          onDismissError={spec.clearError}
        >
          <AddApiToggle apis={app.apis} shown={spec.source !== null} />
          <McpAddToggle mcp={app.mcp} ready={app.catalog !== null} />
        </SpecLoader>
        {app.mcp.formOpen && (
          <Suspense fallback={null}>
            <McpServerForm mcp={app.mcp} proxyAvailable={app.proxy.settings !== null} />
          </Suspense>
        )}
        {(app.mcp.linkServers || app.mcp.linkDropped > 0) && (
          <McpLinkPrompt servers={app.mcp.linkServers ?? []} dropped={app.mcp.linkDropped} onConnect={app.mcp.confirmLink} onDismiss={app.mcp.dismissLink} />
        )}
        <ApiChips apis={app.apis} proxyAvailable={app.proxy.settings !== null} />
      </AppHeader>
      <main className="app-main">
        {welcome ? (
          <Welcome
            onTryPlayground={(example) => { onIntent(); open(example); navigate('playground'); }}
            onTryIntent={onIntent}
            onExplore={open}
            onPickPrompt={(example, prompt) => { open(example); navigate('chat', { prompt }); }}
          />
        ) : (
          <Suspense fallback={<p className="muted app-view-loading" role="status"><span className="spinner" aria-hidden="true" /> Loading {activeView.label}…</p>}>
            <View {...app} />
          </Suspense>
        )}
      </main>
      <ApprovalDialog pending={app.approvals.pending} queued={app.approvals.queued} onDecide={app.approvals.decide} onAnswer={app.approvals.answer} />
      <SkillSaveDialog pending={app.skills.pending} onDecide={app.skills.decide} />
    </div>
  );
}
