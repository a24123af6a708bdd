// @ts-check
// What the shared cache (lib/cache/shared-cache.mjs) sends to Redis besides plain reads and
// writes: the script that merges tag times, and the time limit on every call.

/**
 * Merges the given tag times into KEYS[1] (a hash of tag -> "stale,expired"), keeping the later
 * of each, and announces them on KEYS[2]; ARGV is tag, stale, expired, tag, stale, expired, ...
 * One script, so two instances expiring the same tag can never leave the earlier time behind.
 */
export const MERGE_TAGS = `
local merged = {}
for i = 1, #ARGV, 3 do
  local tag, stale, expired = ARGV[i], tonumber(ARGV[i + 1]), tonumber(ARGV[i + 2])
  local current = redis.call('HGET', KEYS[1], tag)
  if current then
    local s, e = string.match(current, '^(%d+),(%d+)$')
    if s then
      stale = math.max(stale, tonumber(s))
      expired = math.max(expired, tonumber(e))
    end
  end
  local value = string.format('%d,%d', stale, expired)
  redis.call('HSET', KEYS[1], tag, value)
  table.insert(merged, tag .. ',' .. value)
end
redis.call('PUBLISH', KEYS[2], table.concat(merged, ';'))
return #merged
`;

/** @param {unknown} error */
export const describe = (error) => (error instanceof Error ? error.message : String(error));

/**
 * The client's own command timeout, enforced again here: a stalled server must never hold up a
 * page, whatever state the connection is in.
 * @template T
 * @param {Promise<T>} call
 * @param {number} ms
 * @returns {Promise<T>}
 */
export function bounded(call, ms) {
  /** @type {NodeJS.Timeout | undefined} */
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from Redis within ${ms} ms`)), ms);
  });
  return /** @type {Promise<T>} */ (Promise.race([call, late])).finally(() => clearTimeout(timer));
}
