/** A poll as typed: its question and its option fields, blank ones included. */
export interface PollValues {
  question: string;
  options: readonly string[];
}

/** A fresh poll: no question and the two option fields every poll needs. */
export const NEW_POLL: PollValues = { question: '', options: ['', ''] };

/** The poll as the call takes it. */
export interface PollToAsk {
  question: string;
  options: string[];
}

/**
 * The poll as it is sent, trimmed and without blank options; none while it has no question or
 * fewer than two options, which is when Ask cannot be pressed.
 */
export function pollToAsk(values: PollValues): PollToAsk | undefined {
  const question = values.question.trim();
  const options = values.options.map((option) => option.trim()).filter(Boolean);
  return question === '' || options.length < 2 ? undefined : { question, options };
}
