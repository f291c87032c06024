/**
 * A bounded memo for a pure function of a string (e.g. the exercise's Markdown and
 * maths rendering: the same texts for every student and every attempt).
 * Least recently used entries go first once the kept results pass `maxChars`
 * (keys and values counted; a value that is not a string counts as `charsOf`
 * says); a result larger than the whole bound is not kept.
 */
import { LRUCache } from "lru-cache";

type Memo<V> = ((key: string) => V) & { size: () => number };

export function boundedMemo(fn: (key: string) => string, maxChars: number): Memo<string>;
export function boundedMemo<V extends object>(fn: (key: string) => V, maxChars: number, charsOf: (value: V) => number): Memo<V>;
export function boundedMemo<V extends string | object>(fn: (key: string) => V, maxChars: number, charsOf = (value: V) => String(value).length): Memo<V> {
  const kept = new LRUCache<string, V>({ maxSize: maxChars, sizeCalculation: (value, key) => Math.max(1, key.length + charsOf(value)) });
  const memo = (key: string): V => {
    const hit = kept.get(key);
    if (hit !== undefined) return hit;
    const value = fn(key);
    kept.set(key, value);
    return value;
  };
  return Object.assign(memo, { size: () => kept.size });
}
