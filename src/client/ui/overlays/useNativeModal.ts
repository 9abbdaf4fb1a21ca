import { useEffect, useRef } from 'react';

/**
 * Opens and closes a native <dialog> as a modal from a boolean: the browser then traps focus,
 * makes the page behind inert, closes on Escape and gives focus back to the opener.
 */
export function useNativeModal(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
