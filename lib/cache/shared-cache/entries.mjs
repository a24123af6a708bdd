// @ts-check
// An entry of the shared cache as it is stored in Redis and in each instance's front copy, and
// the streams Next hands entries over in (lib/cache/shared-cache.mjs).

/** @typedef {import("../../cache/shared-cache.d.mts").CacheEntry} CacheEntry */
/** @typedef {{ meta: Omit<CacheEntry, "value">, value: Buffer }} Stored */

/** Stored in Redis as: 4-byte length of the JSON metadata, the metadata, the entry's bytes. */
export function encode(/** @type {Stored} */ stored) {
  const meta = Buffer.from(JSON.stringify(stored.meta));
  const head = Buffer.alloc(4);
  head.writeUInt32BE(meta.byteLength);
  return Buffer.concat([head, meta, stored.value]);
}

/** @returns {Stored | undefined} */
export function decode(/** @type {Buffer} */ raw) {
  if (raw.byteLength < 4) return undefined;
  const length = raw.readUInt32BE(0);
  if (raw.byteLength < 4 + length) return undefined;
  try {
    const meta = JSON.parse(raw.subarray(4, 4 + length).toString("utf8"));
    // a value of some other program under the same key is a miss, never an error
    const times = [meta?.timestamp, meta?.revalidate, meta?.expire, meta?.stale];
    if (!Array.isArray(meta?.tags) || !times.every(Number.isFinite)) return undefined;
    return { meta, value: Buffer.from(raw.subarray(4 + length)) };
  } catch {
    return undefined;
  }
}

export async function bufferOf(/** @type {ReadableStream<Uint8Array>} */ stream) {
  /** @type {Uint8Array[]} */
  const chunks = [];
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** @returns {ReadableStream<Uint8Array>} */
export function streamOf(/** @type {Buffer} */ bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(bytes));
      controller.close();
    },
  });
}
