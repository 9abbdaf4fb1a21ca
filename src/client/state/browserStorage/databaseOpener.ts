/**
 * A database opened once and shared by every caller, opened again after a failure or once
 * another tab's newer version takes it (`lost`). Once per IndexedDB factory: a page has one
 * for its life; a client test has a new one for each test (src/client/test/setup.ts).
 */
export function databaseOpener<Database>(
  open: (lost: () => void) => Promise<Database>,
): () => Promise<Database> {
  let opened: { factory: IDBFactory; database: Promise<Database> } | undefined;
  const lost = () => {
    opened = undefined;
  };
  return () => {
    const factory = globalThis.indexedDB;
    if (opened?.factory !== factory) {
      // An open that throws at once (a browser refusing IndexedDB) rejects as a failed one does.
      const database = new Promise<Database>((resolve) => resolve(open(lost))).catch(
        (error: unknown) => {
          lost(); // a later call tries again rather than keep the failure
          throw error;
        },
      );
      opened = { factory, database };
    }
    return opened.database;
  };
}
