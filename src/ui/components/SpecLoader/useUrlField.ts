// The URL field's text: what the user types, replaced by the active spec's URL whenever that changes.
import { useState } from 'react';

export function useUrlField(currentUrl: string | null): [string, (text: string) => void] {
  const [text, setText] = useState(currentUrl ?? '');
  const [shownUrl, setShownUrl] = useState(currentUrl);
  if (currentUrl !== shownUrl) {
    setShownUrl(currentUrl);
    if (currentUrl) setText(currentUrl);
  }
  return [text, setText];
}
