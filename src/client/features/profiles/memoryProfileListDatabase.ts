import type { ProfileListDatabase } from './profileListDatabase';

/** A profile list database in memory, for tests: what it holds, and the database itself. */
export function memoryProfileListDatabase(initial?: string): {
  database: ProfileListDatabase;
  held: () => string | undefined;
} {
  let text = initial;
  return {
    database: {
      load: () => Promise.resolve(text),
      save: (next) => {
        text = next;
        return Promise.resolve();
      },
      forget: () => {
        text = undefined;
        return Promise.resolve();
      },
    },
    held: () => text,
  };
}
