// Whether "Try in playground" writes the call with `requests` or through the generated client, remembered on this device.
import type { SnippetStyle } from '../../core/snippet';
import { loadStoredChoice } from './storedChoice';

export interface SnippetStyleSetting {
  style: SnippetStyle;
}

export const SNIPPET_STYLE_KEY = 'cmp.snippet-style';

export function loadSnippetStyle(storage: Pick<Storage, 'getItem'> | null): SnippetStyleSetting {
  return loadStoredChoice(storage, SNIPPET_STYLE_KEY, 'style', ['requests', 'client']);
}
