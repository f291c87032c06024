/**
 * A bounded memo for a pure string → string function (the exercise's Markdown
 * and maths rendering: the same texts for every student and every attempt).
 * Least recently used entries go first once the kept results pass `maxChars`
 * (keys and values counted); a result larger than the whole bound is not kept.
 */
import { LRUCache } from "lru-cache";

export function boundedMemo(fn: (key: string) => string, maxChars: number): ((key: string) => string) & { size: () => number } {
  const kept = new LRUCache<string, string>({ maxSize: maxChars, sizeCalculation: (value, key) => Math.max(1, key.length + value.length) });
  const memo = (key: string): string => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const value = fn(key);
    kept.set(key, value);
    return value;
  };
  return Object.assign(memo, { size: () => kept.size });
}
