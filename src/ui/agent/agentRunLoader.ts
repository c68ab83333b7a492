// The agent, MCP SDK, provider SDKs and tokenizer are a large chunk: views render first and load it in the background.
import type { runMode as RunMode } from './agentRun';

let loading: Promise<typeof RunMode> | null = null;

export function loadRunMode(): Promise<typeof RunMode> {
  loading ??= import('./agentRun').then((m) => m.runMode);
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
