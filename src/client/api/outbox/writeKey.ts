/**
 * A new write's Idempotency-Key: a version 4 UUID made by this browser. getRandomValues
 * works where randomUUID does not: browsers give randomUUID to secure pages only, and a
 * page served over plain HTTP on a local network is not one.
 */
export function newWriteKey(random: Crypto = globalThis.crypto): string {
  if (typeof random.randomUUID === 'function') {
    return random.randomUUID();
  }
  const bytes = random.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
