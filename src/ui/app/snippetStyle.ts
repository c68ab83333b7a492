// Whether "Try in playground" writes the call with `requests` or through the generated client, remembered on this device.
import type { SnippetStyle } from '../../core/snippet';

export interface SnippetStyleSetting {
  style: SnippetStyle;
}

export const SNIPPET_STYLE_KEY = 'cmp.snippet-style';

export function loadSnippetStyle(storage: Pick<Storage, 'getItem'> | null): SnippetStyleSetting {
  try {
    const parsed = JSON.parse(storage?.getItem(SNIPPET_STYLE_KEY) ?? 'null') as { style?: unknown } | null;
    return { style: parsed?.style === 'client' ? 'client' : 'requests' };
  } catch {
    return { style: 'requests' };
  }
}
