/**
 * Integration files run in parallel (vitest.config.ts): each server a file starts listens on
 * a port no other file asks for (`testPort(n)` in harness/ports.ts), or two files would take
 * each other's. This reads every integration file and finds a port named in two.
 */
import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

const DIR = resolve(import.meta.dirname, "../integration");

/** Port → the files naming it, for ports named in more than one file. */
function sharedPorts(sources: Record<string, string>): Record<number, string[]> {
  const users = new Map<number, Set<string>>();
  for (const [file, source] of Object.entries(sources)) {
    for (const m of source.matchAll(/testPort\((\d+)\)/g)) {
      const port = Number(m[1]);
      users.set(port, (users.get(port) ?? new Set()).add(file));
    }
  }
  return Object.fromEntries([...users].filter(([, files]) => files.size > 1).map(([port, files]) => [port, [...files].sort()]));
}

describe("test ports", () => {
  it("no two integration files start a server on the same port", () => {
    const sources = Object.fromEntries(readdirSync(DIR).filter((f) => f.endsWith(".test.ts")).map((f) => [f, readFileSync(resolve(DIR, f), "utf8")]));
    expect(sharedPorts(sources)).toEqual({});
  });

  it("the check bites", () => {
    expect(sharedPorts({ "a.test.ts": "testPort(3188); testPort(3188)", "b.test.ts": "testPort(3188)", "c.test.ts": "testPort(3190)" })).toEqual({ 3188: ["a.test.ts", "b.test.ts"] });
  });
});
