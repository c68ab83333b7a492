// A non-modal <dialog> shown while `open` holds and closed otherwise (the page behind it stays usable, e.g. Stop).
import { useEffect, useRef, type RefObject } from 'react';

export function useShownDialog(open: boolean): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.show();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
