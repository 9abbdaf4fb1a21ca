import { useCallback, type Ref } from 'react';

/** Where the caret or the selection of a focused field is, to put it back after a value swap. */
type FieldSelection =
  | { kind: 'range'; start: number; end: number; direction: 'forward' | 'backward' | 'none' }
  // An email field has no selection API (selectionStart is null); Chromium's document selection
  // still says when its whole text is selected, the case that matters (select all, then type).
  | { kind: 'all' };

function selectionOf(field: HTMLInputElement): FieldSelection | null {
  if (field.ownerDocument.activeElement !== field) return null;
  if (field.selectionStart !== null && field.selectionEnd !== null) {
    return {
      kind: 'range',
      start: field.selectionStart,
      end: field.selectionEnd,
      direction: field.selectionDirection ?? 'none',
    };
  }
  const selected = field.ownerDocument.getSelection()?.toString() ?? '';
  // Anything else there is no way to read: the caret goes to the end, where typing leaves it.
  return selected !== '' && selected === field.value ? { kind: 'all' } : null;
}

function restoreSelection(field: HTMLInputElement, selection: FieldSelection): void {
  if (selection.kind === 'range') {
    field.setSelectionRange(selection.start, selection.end, selection.direction);
  } else {
    field.select();
  }
}

/**
 * Hands React the text a visitor typed into a field before React took the field over (a page
 * the build prerendered, typed into while its code was still arriving). React keeps such text
 * on the screen when it hydrates a field, but not in its state: the form would go out empty.
 * The text goes back in through the DOM's own value setter, then an input event, as a
 * browser's typing does (Testing Library does the same); React's onChange then sees it.
 * Setting a value moves the caret to the end, so the caret or selection is put back: a
 * visitor who had selected the text to type over it would otherwise type after it. Every
 * field of the form is handed over in the same commit: a form rendered with one field's text
 * and not yet another's would empty the other.
 */
function handTypedTextToReact(field: HTMLInputElement): void {
  const typed = field.value;
  // React sets defaultValue to the value it rendered, on a hydrated field as on a new one.
  if (typed === field.defaultValue) return;
  const selection = selectionOf(field);
  // Through the field's own property, which React watches: the field as React rendered it …
  field.value = field.defaultValue;
  // … and through the DOM's (the prototype's setter, on this field), which it does not: the
  // typed text is then a change.
  Reflect.set(HTMLInputElement.prototype, 'value', typed, field);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  // Inside the commit that attached the field, React puts it back to the state it rendered
  // ('') and writes the text again when it renders the new state, at the commit's end: the
  // caret is then at the end. A microtask queued now runs after that render.
  if (selection) {
    queueMicrotask(() => {
      if (field.value === typed) restoreSelection(field, selection);
    });
  }
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
