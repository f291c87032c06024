/**
 * A bounded memo for a pure string → string function (the exercise's Markdown
 * and maths rendering: the same texts for every student and every attempt).
 * Least recently used entries go first once the kept results pass `maxChars`.
 */
export function boundedMemo(fn: (key: string) => string, maxChars: number): ((key: string) => string) & { size: () => number } {
  const kept = new Map<string, string>();
  let chars = 0;
  const memo = (key: string): string => {
    const hit = kept.get(key);
    if (hit !== undefined) {
      kept.delete(key);
      kept.set(key, hit);
      return hit;
    }
    const value = fn(key);
    const cost = key.length + value.length;
    if (cost > maxChars) return value;
    kept.set(key, value);
    chars += cost;
    for (const [oldKey, oldValue] of kept) {
      if (chars <= maxChars) break;
      kept.delete(oldKey);
      chars -= oldKey.length + oldValue.length;
    }
    return value;
  };
  return Object.assign(memo, { size: () => kept.size });
}
