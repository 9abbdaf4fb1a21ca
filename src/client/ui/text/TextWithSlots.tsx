import { Fragment, type ReactNode } from 'react';

/** The names of a text's `{name}` slots: 'Showing {from} to {to}' has `from` and `to`. */
export type SlotNames<Text extends string> = Text extends `${string}{${infer Name}}${infer Rest}`
  ? Name | SlotNames<Rest>
  : never;

export interface TextWithSlotsProps<Text extends string> {
  /** A sentence from a texts module, with a `{name}` where each element goes. */
  text: Text;
  /** What stands in each slot: a date in bold, a link, a path in code. */
  slots: Record<SlotNames<Text>, ReactNode>;
}

/**
 * A sentence whose words live in a texts module while some of its parts are elements (a link
 * in the middle of it, a name in bold): the sentence stays whole where its words are kept,
 * rather than cut into the pieces before and after each element.
 */
export function TextWithSlots<Text extends string>({ text, slots }: TextWithSlotsProps<Text>) {
  // split with a capture group puts each slot's name at the odd indexes.
  const parts = text.split(/\{(\w+)\}/);
  return (
    <>
      {parts.map((part, index) =>
        index % 2 === 1 ? (
          <Fragment key={index}>{slots[part as SlotNames<Text>]}</Fragment>
        ) : part === '' ? null : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
