/**
 * A reply's data as the store keeps it: frozen at its top, so Redux Toolkit's immer, which
 * skips what is already frozen, does not walk and freeze each of its objects on the way into
 * the store (a long task for a large list on a phone, decision 020).
 * Nothing in the app writes to a reply; the frozen top still refuses a careless write.
 */
export function keptAsReceived<T extends object>(data: T): T {
  Object.freeze(data);
  return data;
}
