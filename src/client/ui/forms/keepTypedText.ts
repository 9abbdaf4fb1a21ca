import { useCallback, type Ref } from 'react';

/**
 * Hands React the text a visitor typed into a field before React took the field over (a page
 * the build prerendered, typed into while its code was still arriving). React keeps such text
 * on the screen when it hydrates a field, but not in its state: the form would go out empty.
 * The text goes back in through the DOM's own value setter, then an input event, as a
 * browser's typing does (Testing Library does the same); React's onChange then sees it.
 */
function handTypedTextToReact(field: HTMLInputElement): void {
  const typed = field.value;
  // React sets defaultValue to the value it rendered, on a hydrated field as on a new one.
  if (typed === field.defaultValue) return;
  // Through the field's own property, which React watches: the field as React rendered it …
  field.value = field.defaultValue;
  // … and through the DOM's (the prototype's setter, on this field), which it does not: the
  // typed text is then a change.
  Reflect.set(HTMLInputElement.prototype, 'value', typed, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** A ref for a text input that keeps text typed before hydration, passing the input on. */
export function useKeepTypedText(ref: Ref<HTMLInputElement> | undefined) {
  return useCallback(
    (field: HTMLInputElement | null) => {
      if (field) handTypedTextToReact(field);
      if (typeof ref === 'function') return ref(field);
      if (ref) ref.current = field;
      return undefined;
    },
    [ref],
  );
}
