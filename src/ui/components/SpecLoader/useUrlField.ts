// The URL field's text: what the user types, replaced after every successful load by that spec's URL (empty for a
// file or pasted text, so the field never shows a URL that is no longer loaded).
import { useState } from 'react';

export function useUrlField(currentUrl: string | null, generation: number): [string, (text: string) => void] {
  const [text, setText] = useState(currentUrl ?? '');
  const [shown, setShown] = useState(generation);
  if (generation !== shown) {
    setShown(generation);
    setText(currentUrl ?? '');
  }
  return [text, setText];
}
