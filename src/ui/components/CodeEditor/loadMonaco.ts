// Lazy-loads the Monaco core with only the Python grammar, and its editor worker via Vite's ?worker import; on a
// playground link only once Python has booted (the editor is a text box until then).
import type * as Monaco from 'monaco-editor/editor/editor.api';
import { afterEarlyBoot } from '../../app/earlySandbox';

export type MonacoApi = typeof Monaco;

let loading: Promise<MonacoApi> | null = null;

export function loadMonaco(): Promise<MonacoApi> {
  loading ??= (async () => {
    await afterEarlyBoot();
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
