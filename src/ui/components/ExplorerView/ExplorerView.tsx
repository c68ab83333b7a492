// Spec explorer: overview, context tokens, live search, operations by tag (by API, then tag, with several), and the
// selected operation's schema.
import { useCallback, useMemo, useRef, useState } from 'react';
import type { Detail } from '../../../core/catalog';
import { encodeCode } from '../../app/codeParam';
import { dualContextFor } from '../../app/dualContext';
import { explorerOperations } from '../../app/explorerApis';
import { operationsByApi, overviewPlace } from '../../app/loadedSet';
import { searchPlaceholder } from '../../app/operationGroups';
import type { ViewProps } from '../../hooks/viewProps';
import { useContextTokens } from '../../hooks/useContextTokens';
import { useOperationSchema } from '../../hooks/useOperationSchema';
import { useOperationSearch } from '../../hooks/useOperationSearch';
import { useOperationSnippet } from '../../hooks/useOperationSnippet';
import { useRevealOnNarrow } from '../../hooks/useRevealOnNarrow';
import { useServerWarnings } from '../../hooks/useServerWarnings';
import { useSettings } from '../../hooks/useSettings';
import { useSnippetStyle } from '../../hooks/useSnippetStyle';
import { useTokenCount } from '../../hooks/useTokenCount';
import { useToolInspector } from '../../hooks/useToolInspector';
import { ToolInspector } from '../ToolInspector/ToolInspector';
import { ContextTokens } from '../ContextTokens/ContextTokens';
import { EmptyState } from '../EmptyState/EmptyState';
import { OperationDetail } from '../OperationDetail/OperationDetail';
import { OperationList } from '../OperationList/OperationList';
import { OperationSearch } from '../OperationSearch/OperationSearch';
import { ServerPicker } from '../ServerPicker/ServerPicker';
import { SpecOverview } from '../SpecOverview/SpecOverview';
import { ToolExport } from '../ToolExport/ToolExport';
import './ExplorerView.css';

export default function ExplorerView({ spec, catalog, servers: serverChoice, url, navigate, sandbox, runEnv, approvals, apis, set }: ViewProps) {
  const summary = spec.loaded;
  useContextTokens(spec);
  const [query, setQuery] = useState('');
  // The open operation lives in the URL (`?op=`), so a link opens it and back/forward move between operations.
  const selected = url.params.op ?? null;
  const { setParams } = url;
  const setSelected = useCallback((name: string) => setParams({ op: name }, { push: true }), [setParams]);
  const [detail, setDetail] = useState<Detail>('detailed');
  const { entries } = apis;
  // Several APIs: operations go by the names search and get_schema use (`<short name>__<operation>`).
  const operations = useMemo(() => explorerOperations(summary ? entries.map((e, i) => (i === 0 ? { shortName: e.shortName, summary } : e)) : []), [summary, entries]);
  const operation = operations.find(selected)?.operation ?? null;
  const search = useOperationSearch(catalog, summary ? operations : null, query);
  const schema = useOperationSchema(catalog, summary, operation?.name ?? null, detail);
  const servers = useServerWarnings(summary?.servers);
  const detailRef = useRef<HTMLDivElement>(null);
  const schemaTokens = useTokenCount(catalog, schema.text);
  const [{ style: snippetStyle }, setSnippetStyle] = useSnippetStyle();
  const snippet = useOperationSnippet(catalog, summary, operation?.name ?? null, snippetStyle);
  const inspector = useToolInspector(catalog, sandbox, runEnv, operation, snippet.code, approvals);
  useRevealOnNarrow(detailRef, operation?.name ?? null);
  const { provider } = useSettings().settings;
  const dual = useMemo(() => dualContextFor(summary?.tokens, set, provider), [summary, set, provider]);
  const placeholder = useMemo(() => searchPlaceholder(summary?.operations ?? []), [summary?.operations]);

  if (!summary) {
    return (
      <EmptyState title="Load an OpenAPI spec to explore it">
        <p>Enter a URL, open or paste a file (OpenAPI 3.0, 3.1 or Swagger 2.0; JSON or YAML), or pick a bundled example above.</p>
      </EmptyState>
    );
  }

  return (
    <div className="explorer">
      <div className="explorer-top">
        <SpecOverview spec={summary} servers={<ServerPicker servers={servers} control={serverChoice} />} place={overviewPlace(set)} />
        <div className="explorer-context">
          <ContextTokens tokens={summary.tokens} error={spec.tokensError} operations={set?.operations ?? summary.operations.length} apiOperations={operationsByApi(set)} dual={dual} />
          {catalog && (
            <ToolExport
              fileBase={summary.title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}
              build={async () => JSON.stringify({ spec: { title: summary.title, url: summary.url }, ...(await catalog.toolDefinitions()) }, null, 2)}
            />
          )}
        </div>
      </div>
      <div className="explorer-body">
        <aside className="explorer-nav panel">
          <OperationSearch
            query={query}
            response={search.response}
            error={search.error}
            selected={selected}
            onQueryChange={setQuery}
            onSelect={setSelected}
            placeholder={placeholder}
          />
          <OperationList key={summary.url ?? summary.source} apis={operations.apis} selected={selected} onSelect={setSelected} />
        </aside>
        <div className="explorer-detail" ref={detailRef}>
          {operation ? (
            <OperationDetail
              operation={operation}
              detail={detail}
              text={schema.text}
              loading={schema.loading}
              error={schema.error}
              tokens={schemaTokens}
              onOpenInPlayground={() => void snippet.load().then((code) => navigate('playground', { code: encodeCode(code) }))}
              onTryIntent={sandbox.onIntent}
              snippetStyle={snippetStyle}
              onSnippetStyleChange={(style) => setSnippetStyle({ style })}
              onDetailChange={setDetail}
            />
          ) : (
            <p className="muted panel">Select an operation to see its schema as the model gets it from get_schema.</p>
          )}
          <ToolInspector templates={inspector.templates} call={inspector.call} blocked={inspector.blocked} onOpen={sandbox.warmUp} />
        </div>
      </div>
    </div>
  );
}
