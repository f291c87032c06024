/**
 * Fields of a posted form collected by name (browser-safe; the body itself is read by
 * kernel/form.server.ts). Names are a client's choice: they key a `Map` or an object without a
 * prototype, never a plain object, so `__proto__`, `constructor` or `toString` are names like
 * any other.
 */

/**
 * The string values of the fields whose names start with `prefix`, by the rest of the name,
 * in a `Map` (a name like `__proto__` or `constructor` is a key like any other). At most
 * `maxEntries` values are collected; `entries` counts every matching field.
 */
export function fieldLists(form: FormData, prefix: string, maxEntries: number): { lists: Map<string, string[]>; entries: number } {
  const lists = new Map<string, string[]>();
  let entries = 0;
  for (const [name, value] of form.entries()) {
    if (!name.startsWith(prefix)) continue;
    entries++;
    if (entries > maxEntries) break;
    const key = name.slice(prefix.length);
    const list = lists.get(key) ?? [];
    list.push(typeof value === "string" ? value : "");
    lists.set(key, list);
  }
  return { lists, entries };
}

/** A `Map` of lists as an object without a prototype (what a zod record or a page reads). */
export function listsObject(lists: ReadonlyMap<string, string[]>): Record<string, string[]> {
  const out = Object.create(null) as Record<string, string[]>;
  for (const [key, list] of lists) out[key] = list;
  return out;
}
