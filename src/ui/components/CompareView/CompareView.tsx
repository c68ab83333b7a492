// Classic, code and dual mode side by side: context at start, one prompt run in each mode, charts, prices, exports.
import { useMemo, useState } from 'react';
import { PROVIDER_IDS, PROVIDERS } from '../../../core/llm/providers';
import { encodeCode } from '../../app/codeParam';
import { toLink } from '../../app/link';
import { mockServers } from '../../app/sandboxConfig';
import type { ViewProps } from '../../app/viewTypes';
import { MODES, useCompare } from '../../hooks/useCompare';
import { withTokens } from '../../hooks/useSpec';
import { useClassicLimits } from '../../hooks/useClassicLimits';
import { useModelList } from '../../hooks/useModelList';
import { usePrivacy } from '../../hooks/usePrivacy';
import { liveElapsed, useNow } from '../../hooks/useNow';
import { useSettings } from '../../hooks/useSettings';
import { buildJsonReport } from '../../report/json';
import { buildMarkdownReport } from '../../report/markdown';
import { runMetrics } from '../../report/metrics';
import type { RunMetrics } from '../../report/types';
import type { AgentMode } from '../../../core/agent';
import { dualContextFor } from '../../app/dualContext';
import { exportSecrets } from '../../report/secrets';
import { CompareCharts } from '../CompareCharts/CompareCharts';
import { CompareColumn } from '../CompareColumn/CompareColumn';
import { CompareContext } from '../CompareContext/CompareContext';
import { CompareExport } from '../CompareExport/CompareExport';
import { ComparePricing } from '../ComparePricing/ComparePricing';
import { PrivacyToggle } from '../PrivacyToggle/PrivacyToggle';
import { RequestSettings } from '../RequestSettings/RequestSettings';
import { SettingsPanel } from '../SettingsPanel/SettingsPanel';
import './CompareView.css';

const providers = PROVIDER_IDS.map((id) => PROVIDERS[id]);

export default function CompareView({ spec, catalog, sandbox, targetAuth, approvals, mockMode, proxy, network, credentials, url, navigate }: ViewProps) {
  const { settings, update, providerSettings, missing } = useSettings();
  const [prompt, setPrompt] = useState(() => url.params.prompt ?? '');
  const summary = withTokens(spec.loaded);
  const models = useModelList(settings);
  const classicCheck = useClassicLimits(summary, settings, models.listed);
  const [privacy, setPrivacy] = usePrivacy();
  const cmp = useCompare({ summary, catalog, sandbox, targetAuth, approvals, network, settings: providerSettings, settingsProblem: missing, model: settings.model, classicCheck, privacy });
  const { report, pricing } = cmp;
  const now = useNow(cmp.running);

  const metrics = useMemo(
    () => (report ? Object.fromEntries(MODES.map((m) => [m, runMetrics(report.runs[m], report.model, report.pricing)])) as Record<AgentMode, RunMetrics> : null),
    [report],
  );
  const dual = useMemo(() => dualContextFor(summary, settings.provider), [summary, settings.provider]);
  const secrets = useMemo(() => exportSecrets(settings.apiKey, credentials, targetAuth, summary?.securitySchemes ?? []), [settings.apiKey, credentials, targetAuth, summary]);
  const shareLink = summary?.url ? toLink(window.location.href, { view: 'compare', spec: summary.url, server: url.params.server, prompt: prompt.trim() || undefined }) : null;
  const blocked = cmp.blockedReason;
  const canRun = !cmp.running && !blocked && prompt.trim() !== '';
  const openInPlayground = (code: string) => navigate('playground', { code: encodeCode(code) });
  const allDone = metrics && MODES.every((m) => cmp.runs[m].status !== 'running' && cmp.runs[m].status !== 'idle');

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
              operations={summary.operations.length}
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
          <RequestSettings approvals={approvals} mockMode={mockMode} proxy={proxy} hasSpec={summary !== null} mockBaseUrl={summary ? mockServers(summary).baseUrl : undefined} busy={cmp.running} />
          <form className="compare-prompt" onSubmit={(e) => { e.preventDefault(); if (canRun) cmp.start(prompt); }}>
            <textarea data-testid="compare-prompt" aria-label="Prompt for the three runs" rows={3} value={prompt} placeholder="One task, run in classic, code and dual mode, same model." onChange={(e) => setPrompt(e.target.value)} />
            <div className="compare-prompt-actions">
              {blocked && <span className="muted">{blocked}</span>}
              <button type="button" data-testid="compare-stop" disabled={!cmp.running} onClick={cmp.stop}>Stop</button>
              <button type="submit" className="primary" data-testid="compare-button" disabled={!canRun}>Run all three</button>
            </div>
          </form>
        </div>
      </div>

      <div className="compare-columns">
        {MODES.map((mode) => (
          <CompareColumn
            key={mode}
            mode={mode}
            status={cmp.runs[mode].status}
            reason={cmp.runs[mode].reason}
            metrics={metrics && cmp.runs[mode].status !== 'running' && cmp.runs[mode].status !== 'idle' ? metrics[mode] : null}
            entries={cmp.logs[mode].entries}
            elapsedMs={liveElapsed(cmp.logs[mode], now)}
            onOpenInPlayground={openInPlayground}
          />
        ))}
      </div>

      {allDone && metrics && <CompareCharts classic={metrics.classic} code={metrics.code} dual={metrics.dual} />}

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
        fileBase={`compare-${(summary?.title ?? 'api').toLowerCase().replace(/[^a-z0-9]+/g, '-')}`}
        shareLink={shareLink}
      />
    </div>
  );
}
