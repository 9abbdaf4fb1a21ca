/** A request's result as a promise (IndexedDB answers through events). */
export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

/** Opens a database of one object store, made the first time it is opened. */
export function openSingleStoreDatabase(
  factory: IDBFactory,
  name: string,
  objectStore: string,
): Promise<IDBDatabase> {
  const request = factory.open(name, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(objectStore);
  };
  return requestResult(request);
}
