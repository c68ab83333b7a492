// Lazy-loads the Monaco core with only the Python grammar, and its editor worker via Vite's ?worker import.
import type * as Monaco from 'monaco-editor/editor/editor.api';

export type MonacoApi = typeof Monaco;

let loading: Promise<MonacoApi> | null = null;

export function loadMonaco(): Promise<MonacoApi> {
  loading ??= (async () => {
    const { default: EditorWorker } = await import('monaco-editor/editor/editor.worker?worker');
    self.MonacoEnvironment = { getWorker: () => new EditorWorker() };
    const monaco = await import('monaco-editor/editor/editor.api');
    await import('monaco-editor/languages/definitions/python/register');
    return monaco;
  })();
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
