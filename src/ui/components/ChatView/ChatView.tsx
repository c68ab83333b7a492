// The chat view: settings, mode, examples, the conversation with its trace, token usage and the composer.
import { useMemo, useState } from 'react';
import type { AgentMode } from '../../../core/agent';
import { PROVIDER_IDS, PROVIDERS } from '../../../core/llm/providers';
import { chatClassicRefusal } from '../../agent/classicLimits';
import { encodeCode } from '../../app/codeParam';
import { dualContextFor, dualSummary } from '../../app/dualContext';
import { controlsApi, isSeveral } from '../../app/loadedSet';
import { hasMcp, mockServers } from '../../app/sandboxConfig';
import { viewRunsCode } from '../../app/pythonIntent';
import type { ViewProps } from '../../hooks/viewProps';
import { useAgent } from '../../hooks/useAgent';
import { useClassicLimits } from '../../hooks/useClassicLimits';
import { useContextTokens } from '../../hooks/useContextTokens';
import { useModelList } from '../../hooks/useModelList';
import { usePrivacy } from '../../hooks/usePrivacy';
import { useOffRamp } from '../../hooks/useOffRamp';
import { offRampProblem, offRampThreshold } from '../../app/offRampSettings';
import { liveElapsed, useNow } from '../../hooks/useNow';
import { useSettings } from '../../hooks/useSettings';
import { openFileCode, useWorkspace } from '../../hooks/useWorkspace';
import { ChatComposer } from '../ChatComposer/ChatComposer';
import { ChatModeSelect } from '../ChatModeSelect/ChatModeSelect';
import { ChatTranscript } from '../ChatTranscript/ChatTranscript';
import { ChatUsage } from '../ChatUsage/ChatUsage';
import { ClassicLimitNotice } from '../ClassicLimitNotice/ClassicLimitNotice';
import { DataPanel } from '../DataPanel/DataPanel';
import { ExamplesGallery } from '../ExamplesGallery/ExamplesGallery';
import { EXAMPLE_APIS, exampleUrl, matchingExample, type ExampleApi } from '../../app/examples';
import { OffRampSetting } from '../OffRampSetting/OffRampSetting';
import { PrivacyToggle } from '../PrivacyToggle/PrivacyToggle';
import { SettingsPanel } from '../SettingsPanel/SettingsPanel';
import { RequestSettings } from '../RequestSettings/RequestSettings';
import { useJumpToSettings } from '../../hooks/useJumpToSettings';
import { useUnavailableModes } from '../../hooks/useUnavailableModes';
import { useSearchVariant } from '../../hooks/useSearchVariant';
import { SearchVariantSelect } from '../SearchVariantSelect/SearchVariantSelect';
import './ChatView.css';

const providers = PROVIDER_IDS.map((id) => PROVIDERS[id]);

export default function ChatView({ spec, catalog, sandbox, approvals, mockMode, proxy, timeLimit, toolCap, runEnv, set, url, navigate, loadSpec, skills }: ViewProps) {
  const { settings, update, providerSettings, missing } = useSettings();
  const mode: AgentMode = url.params.mode ?? 'code';
  const [draft, setDraft] = useState(() => url.params.prompt ?? '');
  const models = useModelList(settings);
  // Classic mode's limit check and dual mode's figure need the counts; code mode shows none.
  useContextTokens(spec, mode === 'classic' || mode === 'dual');
  const limits = useClassicLimits(spec.loaded, set, settings, models.listed);
  const [privacy, setPrivacy] = usePrivacy();
  const [offRamp, setOffRamp] = useOffRamp();
  const [search, setSearch] = useSearchVariant();
  const [skillNotice, setSkillNotice] = useState<string | null>(null);
  // The whole run environment: the further APIs and MCP servers, removed APIs and packages reach chat's prompt and runs.
  const agent = useAgent({
    ...runEnv, catalog, sandbox, approvals, settings: providerSettings, settingsProblem: missing, mode, classicCheck: limits, privacy, skills: skills.skills, saveSkill: skills.askToSave,
    offRampTokens: offRampThreshold(offRamp), searchVariant: search.variant,
  });
  const refusal = chatClassicRefusal(mode, limits, settings);
  const unavailable = useUnavailableModes(settings.provider, settings.model);
  const dual = useMemo(() => (mode === 'dual' ? dualContextFor(spec.loaded?.tokens, set, settings.provider) : null), [mode, spec.loaded, set, settings.provider]);
  const data = useWorkspace(sandbox.workspace);
  const { log } = agent;
  const jumpToSettings = useJumpToSettings(agent.blockedReason === missing ? missing : null);
  const now = useNow(log.running);
  // A typed tool's MCP call (classic, dual) or a code-mode run's call_tool.
  const toolProgress = agent.toolProgress ?? sandbox.status?.toolProgress;
  const activeExample = matchingExample(EXAMPLE_APIS, spec.loaded, exampleUrl)?.id ?? null;

  // A prompt of the loaded API (or a copy of it) runs against what is loaded; another API's prompt loads that API.
  const pickExample = (example: ExampleApi, prompt: string) => {
    setDraft(prompt);
    if (example.id !== activeExample) loadSpec({ kind: 'url', url: exampleUrl(example) });
  };

  const send = () => {
    agent.send(draft);
    setDraft('');
  };

  const editLast = () => {
    const text = agent.editLast();
    if (text !== null) setDraft(text);
  };

  return (
    <div className="chat-view">
      <aside className="chat-side">
        <SettingsPanel value={settings} providers={providers} models={models} problem={missing} disabled={log.running} onChange={update} />
        <div className="chat-side-row">
          <ChatModeSelect value={mode} disabled={log.running} unavailable={unavailable} onChange={(m) => url.setParams({ mode: m })} />
          <button type="button" onClick={agent.clear} disabled={log.entries.length === 0}>New chat</button>
        </div>
        {mode === 'tool-search' && <SearchVariantSelect value={search.variant} disabled={log.running} onChange={(variant) => setSearch({ variant })} />}
        <PrivacyToggle value={privacy} disabled={log.running} onChange={setPrivacy} />
        <OffRampSetting value={offRamp} problem={offRampProblem(offRamp)} disabled={log.running} onChange={setOffRamp} />
        <RequestSettings approvals={approvals} mockMode={mockMode} proxy={proxy} timeLimit={timeLimit} toolCap={hasMcp(runEnv) ? toolCap : undefined} hasSpec={spec.loaded !== null} mockBaseUrl={spec.loaded ? mockServers(spec.loaded).baseUrl : undefined} api={controlsApi(set)} busy={log.running} />
        {spec.loaded && set && (
          isSeveral(set) ? (
            <p className="muted chat-spec" data-testid="chat-apis" data-value={set.operations}>
              {set.apis.length} APIs: <strong>{set.apis.map((a) => a.name).join(', ')}</strong> · {set.operations} operations in all
            </p>
          ) : (
            <p className="muted chat-spec">
              API: <strong>{spec.loaded.title}</strong> · {spec.loaded.operations.length} operations · {spec.loaded.servers[0]?.url ?? 'no server'}
            </p>
          )
        )}
        {spec.loaded && set && dual && <p className="muted chat-spec" data-testid="chat-dual-surface" data-surface={dual.surface} data-value={dual.tokens}>{dualSummary(dual, set.operations)}</p>}
      </aside>
      <section className="chat-main">
        {log.entries.length === 0 && <ExamplesGallery examples={EXAMPLE_APIS} activeId={activeExample} loadedTitle={spec.loaded?.title ?? null} onPick={pickExample} />}
        <ChatTranscript
          entries={log.entries}
          running={log.running}
          onEditLast={editLast}
          onOpenInPlayground={(code) => navigate('playground', { code: encodeCode(code) })}
          onSaveSkill={(code) => void skills.saveCode(code, 'trace').then((r) => setSkillNotice(r.message))}
        />
        {log.running && toolProgress && <p className="muted chat-tool-progress" role="status" data-testid="chat-tool-progress">{toolProgress}</p>}
        {skillNotice && <p className="notice" data-testid="trace-skill-message">{skillNotice}</p>}
        <DataPanel
          files={data.files}
          totalBytes={data.totalBytes}
          onDownload={data.download}
          onOpenInPlayground={(name) => navigate('playground', { code: encodeCode(openFileCode(name)) })}
        />
        <ChatUsage turns={log.turns} totals={log.totals} elapsedMs={liveElapsed(log, now)} running={log.running} />
        {refusal && <ClassicLimitNotice heading={refusal.heading} problems={refusal.problems} onUseCodeMode={() => url.setParams({ mode: 'code' })} />}
        <ChatComposer value={draft} running={log.running} blockedReason={agent.blockedReason} onChange={setDraft} onSend={send} onStop={agent.stop} onFixBlocked={jumpToSettings} onIntent={viewRunsCode('chat', { mode }) ? sandbox.onIntent : undefined} />
      </section>
    </div>
  );
}
