// The chosen modes side by side: context at start, one prompt (or a task suite) run R times in each mode, success
// against the expected answer, progress, charts with ranges, prices, exports.
import { useMemo, useState } from 'react';
import type { AgentMode } from '../../../core/agent';
import { compareModes, EXPECT_HINT, MAX_REPEATS, needsConfirmation } from '../../../core/compare';
import type { RunMetrics } from '../../report/types';
import { PROVIDER_IDS, PROVIDERS } from '../../../core/llm/providers';
import { encodeCode } from '../../app/codeParam';
import { toLink } from '../../app/link';
import { hasMcp, mockServers } from '../../app/sandboxConfig';
import type { ViewProps } from '../../hooks/viewProps';
import { useCompare, type CompareRequest } from '../../hooks/useCompare';
import { useCompareOptions } from '../../hooks/useCompareOptions';
import { useContextTokens } from '../../hooks/useContextTokens';
import { withTokens } from '../../hooks/useSpec';
import { useClassicLimits } from '../../hooks/useClassicLimits';
import { useModelList } from '../../hooks/useModelList';
import { usePrivacy } from '../../hooks/usePrivacy';
import { liveElapsed, useNow } from '../../hooks/useNow';
import { useSettings } from '../../hooks/useSettings';
import { useUnavailableModes } from '../../hooks/useUnavailableModes';
import { useSearchVariant } from '../../hooks/useSearchVariant';
import { SearchVariantSelect } from '../SearchVariantSelect/SearchVariantSelect';
import { buildJsonReport } from '../../report/json';
import { buildMarkdownReport } from '../../report/markdown';
import { runMetrics } from '../../report/metrics';
import { buildCsvReport, modeAggregates } from '../../report/runs';
import { estimateBasis, suiteEstimate } from '../../compare/suiteEstimate';
import { dualContextFor } from '../../app/dualContext';
import { controlsApi, operationsByApi } from '../../app/loadedSet';
import { exportSecrets } from '../../report/secrets';
import { CompareCharts } from '../CompareCharts/CompareCharts';
import { CompareColumn } from '../CompareColumn/CompareColumn';
import { CompareContext } from '../CompareContext/CompareContext';
import { CompareExport } from '../CompareExport/CompareExport';
import { CompareOptions } from '../CompareOptions/CompareOptions';
import { CompareProgress } from '../CompareProgress/CompareProgress';
import { CompareSuite } from '../CompareSuite/CompareSuite';
import { ComparePricing } from '../ComparePricing/ComparePricing';
import { PrivacyToggle } from '../PrivacyToggle/PrivacyToggle';
import { RequestSettings } from '../RequestSettings/RequestSettings';
import { SettingsPanel } from '../SettingsPanel/SettingsPanel';
import './CompareView.css';

const providers = PROVIDER_IDS.map((id) => PROVIDERS[id]);

export default function CompareView({ spec, catalog, sandbox, targetAuth, approvals, mockMode, proxy, timeLimit, toolCap, runEnv, set, credentials, url, navigate }: ViewProps) {
  const { settings, update, providerSettings, missing } = useSettings();
  const [prompt, setPrompt] = useState(() => url.params.prompt ?? '');
  useContextTokens(spec);
  const summary = withTokens(spec.loaded);
  const models = useModelList(settings);
  const classicCheck = useClassicLimits(summary, set, settings, models.listed);
  const unavailable = useUnavailableModes(settings.provider, settings.model);
  const [privacy, setPrivacy] = usePrivacy();
  const [search, setSearch] = useSearchVariant();
  // The whole run environment: the further APIs and MCP servers reach every mode's prompt and runs.
  const cmp = useCompare({ ...runEnv, summary, set, catalog, sandbox, approvals, settings: providerSettings, settingsProblem: missing, model: settings.model, classicCheck, privacy, searchVariant: search.variant });
  const { report, pricing } = cmp;
  const now = useNow(cmp.running);

  const opts = useCompareOptions(unavailable);
  const [confirming, setConfirming] = useState(false);

  const aggregates = useMemo(() => (report ? modeAggregates(report) : []), [report]);
  const metricsOf = (mode: AgentMode): RunMetrics | null => {
    const last = cmp.columns[mode].last;
    return report && last && cmp.columns[mode].status !== 'running' ? runMetrics(last, report.model, report.pricing) : null;
  };
  const dual = useMemo(() => dualContextFor(summary?.tokens, set, settings.provider), [summary, set, settings.provider]);
  const secrets = useMemo(() => exportSecrets(settings.apiKey, credentials, targetAuth, summary?.securitySchemes ?? []), [settings.apiKey, credentials, targetAuth, summary]);
  const shareLink = summary?.url ? toLink(window.location.href, { view: 'compare', spec: summary.url, server: url.params.server, prompt: prompt.trim() || undefined }) : null;
  const expectError = opts.expect && !opts.expect.ok ? opts.expect.error : undefined;
  const optionsProblem = opts.modes.length === 0 ? 'Pick at least one mode.' : expectError ? 'Fix the expected answer first.' : null;
  const blocked = cmp.blockedReason ?? optionsProblem;
  const canRun = !cmp.running && !blocked && prompt.trim() !== '';
  const openInPlayground = (code: string) => navigate('playground', { code: encodeCode(code) });
  const shownModes = report?.modes ?? opts.modes;
  const charted = report ? shownModes.flatMap((id) => {
    const m = metricsOf(id);
    const info = compareModes().find((x) => x.id === id);
    return m && info ? [{ id, label: info.short, color: info.color, metrics: m, aggregate: aggregates.find((a) => a.mode === id) ?? null }] : [];
  }) : [];
  const allDone = report !== null && !cmp.running && charted.length > 0;

  const suiteTasks = opts.suite?.parsed.ok ? opts.suite.parsed.tasks : null;
  const estimate = useMemo(() => (suiteTasks ? suiteEstimate({
    tasks: suiteTasks, modes: opts.modes, repeats: opts.repeats, price: pricing.price, model: settings.model, last: report,
    contextTokens: { classic: summary?.tokens.classic, code: summary?.tokens.codeMode, ...(dual ? { dual: dual.tokens } : {}) },
  }) : null), [suiteTasks, opts.modes, opts.repeats, pricing.price, settings.model, report, summary, dual]);
  const runPrompt = () => {
    const expect = opts.expect?.ok ? opts.expect.expectation : undefined;
    cmp.start({ tasks: [{ prompt, expect }], modes: opts.modes, repeats: opts.repeats });
  };
  const suiteRequest = (): CompareRequest | null => (suiteTasks && opts.suite ? { tasks: suiteTasks, modes: opts.modes, repeats: opts.repeats, suite: opts.suite.name } : null);
  const runSuite = (confirmed: boolean) => {
    const request = suiteRequest();
    if (!request || !estimate) return;
    if (!confirmed && needsConfirmation(estimate, opts.capUsd)) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    cmp.start(request);
  };
  const suiteBlocked = cmp.blockedReason ?? (opts.modes.length === 0 ? 'Pick at least one mode.' : null);

  return (
    <div className="compare-view">
      <div className="compare-top">
        <div className="compare-top-side">
          <SettingsPanel value={settings} providers={providers} models={models} problem={missing} disabled={cmp.running} onChange={update} />
          <PrivacyToggle value={privacy} disabled={cmp.running} onChange={setPrivacy} />
        </div>
        <div className="compare-top-main">
          {summary ? (
            <CompareContext
              tokens={summary.tokens}
              dual={dual}
              operations={set?.operations ?? summary.operations.length}
              apiOperations={operationsByApi(set)}
              classicProblems={cmp.limits?.problems ?? []}
              contextWindow={cmp.limits?.contextWindow}
              maxTools={cmp.limits?.maxTools}
              maxRequestBytes={cmp.limits?.maxRequestBytes}
            />
          ) : (
            <p className="notice warn">Load a spec (top bar) to compare classic, code and dual mode on it.</p>
          )}
          {report?.privacy && (
            <p className="notice" data-testid="compare-privacy">Privacy mode was on: personal data in tool results reached the model as tokens such as [EMAIL_1].</p>
          )}
          {report?.mocked && (
            <p className="notice warn" data-testid="compare-mocked">Mock mode was on: the API data in these runs was generated from the spec, not real.</p>
          )}
          <RequestSettings approvals={approvals} mockMode={mockMode} proxy={proxy} timeLimit={timeLimit} toolCap={hasMcp(runEnv) ? toolCap : undefined} hasSpec={summary !== null} mockBaseUrl={summary ? mockServers(summary).baseUrl : undefined} api={controlsApi(set)} busy={cmp.running} />
          <CompareOptions
            modes={compareModes()}
            selected={opts.modes}
            unavailable={unavailable}
            onModeChange={opts.setMode}
            repeats={opts.repeats}
            maxRepeats={MAX_REPEATS}
            onRepeatsChange={opts.setRepeats}
            expectText={opts.expectText}
            expectError={expectError}
            expectHint={EXPECT_HINT}
            onExpectChange={opts.setExpectText}
            disabled={cmp.running}
          />
          {opts.modes.includes('tool-search') && <SearchVariantSelect value={search.variant} disabled={cmp.running} onChange={(variant) => setSearch({ variant })} />}
          <form className="compare-prompt" onSubmit={(e) => { e.preventDefault(); if (canRun) runPrompt(); }}>
            <textarea data-testid="compare-prompt" aria-label="Prompt for the comparison" rows={3} value={prompt} placeholder="One task, run in each chosen mode, same model." onChange={(e) => setPrompt(e.target.value)} />
            <div className="compare-prompt-actions">
              {blocked && <span className="muted">{blocked}</span>}
              <button type="button" data-testid="compare-stop" disabled={!cmp.running} onClick={cmp.stop}>Stop</button>
              <button type="submit" className="primary" data-testid="compare-button" disabled={!canRun}>
                Run {opts.modes.length} mode{opts.modes.length === 1 ? '' : 's'}{opts.repeats > 1 ? ` × ${opts.repeats}` : ''}
              </button>
            </div>
          </form>
          <CompareSuite
            fileName={opts.suite?.name}
            taskCount={suiteTasks?.length}
            errors={opts.suite && !opts.suite.parsed.ok ? opts.suite.parsed.errors : undefined}
            estimate={estimate}
            estimateBasis={estimate ? estimateBasis(estimate) : ''}
            capText={opts.capText}
            onCapChange={opts.setCapText}
            onLoad={(f) => { setConfirming(false); opts.loadSuite(f); }}
            onClear={() => { setConfirming(false); opts.clearSuite(); }}
            blocked={suiteBlocked}
            canRun={!cmp.running && !suiteBlocked && suiteTasks !== null}
            onRun={() => runSuite(false)}
            confirming={confirming}
            onConfirm={() => runSuite(true)}
            onCancel={() => setConfirming(false)}
            disabled={cmp.running}
          />
          {report && (report.planned > 1 || cmp.running) && (
            <CompareProgress done={cmp.progress.done} total={cmp.progress.total} tokens={cmp.progress.tokens} running={cmp.running} stopped={report.stopped} />
          )}
        </div>
      </div>

      <div className="compare-columns">
        {compareModes().filter((m) => shownModes.includes(m.id)).map(({ id: mode, title }) => (
          <CompareColumn
            key={mode}
            mode={mode}
            title={title}
            status={cmp.columns[mode].status}
            reason={cmp.columns[mode].reason}
            metrics={metricsOf(mode)}
            aggregate={aggregates.find((a) => a.mode === mode) ?? null}
            runs={cmp.columns[mode].runs}
            entries={cmp.logs[mode].entries}
            elapsedMs={liveElapsed(cmp.logs[mode], now)}
            onOpenInPlayground={openInPlayground}
          />
        ))}
      </div>

      {allDone && <CompareCharts modes={charted} />}

      <ComparePricing
        model={report?.model ?? settings.model}
        price={pricing.price}
        source={pricing.table.source}
        asOf={pricing.table.asOf}
        edited={pricing.edited}
        onChange={(p) => pricing.setPrice(report?.provider ?? settings.provider, p)}
        onReset={pricing.reset}
      />

      <CompareExport
        canExport={report !== null && !cmp.running}
        buildMarkdown={() => (report ? buildMarkdownReport(report, secrets) : '')}
        buildJson={() => (report ? buildJsonReport(report, secrets) : '')}
        buildCsv={() => (report ? buildCsvReport(report, secrets) : '')}
        fileBase={`compare-${(summary?.title ?? 'api').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
        shareLink={shareLink}
      />
    </div>
  );
}
