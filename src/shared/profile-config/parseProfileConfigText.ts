import { describeProblem, ProfileConfigError } from './profileConfigError';

export interface ParsedProfileConfigFile {
  /** The name shown in messages, e.g. profile-configs/activity.json. */
  file: string;
  json: unknown;
}

/**
 * Parses one config file's text. A syntax error names the file and, where the parser says
 * where it stopped, the line and column, since staff edit these files by hand.
 */
export function parseProfileConfigText(file: string, text: string): ParsedProfileConfigFile {
  try {
    return { file, json: JSON.parse(text) as unknown };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ProfileConfigError([
      describeProblem(file, whereParsingStopped(text, reason), `is not valid JSON (${reason})`),
    ]);
  }
}

function whereParsingStopped(text: string, reason: string): string {
  const position = /at position (\d+)/.exec(reason)?.[1];
  if (position === undefined) return '(whole file)';
  const before = text.slice(0, Number(position)).split('\n');
  const line = before.length;
  const column = (before.at(-1)?.length ?? 0) + 1;
  return `line ${line} column ${column}`;
}
