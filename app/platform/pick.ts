/** The named fields of an object (a page's summary of a document). */
export function pick<T extends object, K extends keyof T>(from: T, ...keys: K[]): Pick<T, K> {
  const out = {} as Pick<T, K>;
  for (const key of keys) out[key] = from[key];
  return out;
}
