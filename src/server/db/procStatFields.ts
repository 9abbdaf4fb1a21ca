import fs from 'node:fs';

/**
 * The fields of /proc/<pid>/stat by their number in proc(5) (3 = state, 14 = utime, 22 =
 * starttime…), or undefined when the process is gone or this is not Linux.
 */
export function procStatFields(pid: number): ((field: number) => string | undefined) | undefined {
  let text: string;
  try {
    text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // The command name, field 2, is in parentheses and may itself hold spaces and parentheses:
  // the fields are counted from the last ')'. After it come field 3 (state) onwards.
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  return (field) => fields[field - 3];
}
