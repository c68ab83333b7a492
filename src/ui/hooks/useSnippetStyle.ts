// "Try in playground"'s snippet style (`requests` or the generated client), remembered on this device.
import { loadSnippetStyle, SNIPPET_STYLE_KEY, type SnippetStyleSetting } from '../app/snippetStyle';
import { useStoredSetting } from './useStoredSetting';

export function useSnippetStyle(): [SnippetStyleSetting, (patch: Partial<SnippetStyleSetting>) => void] {
  return useStoredSetting(SNIPPET_STYLE_KEY, loadSnippetStyle);
}
