/**
 * What an action found, for the loaders of the same request
 * (app/kernel/action-facts.server.ts): seen by that request only, each fact apart.
 */
import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { actionFound, noteActionFact } from "~/kernel/action-facts.server";

describe("action facts", () => {
  it("tells the loaders of the same request what its action found, and no other request", () => {
    const post: AppLoadContext = { clientIp: "127.0.0.1" };
    const other: AppLoadContext = { clientIp: "127.0.0.1" };
    expect(actionFound(post, "sessionExpired")).toBe(false);
    noteActionFact(post, "sessionExpired");
    expect(actionFound(post, "sessionExpired")).toBe(true);
    expect(actionFound(post, "firestoreDown")).toBe(false);
    noteActionFact(post, "firestoreDown");
    expect(actionFound(post, "firestoreDown")).toBe(true);
    expect(actionFound(other, "sessionExpired")).toBe(false);
    expect(actionFound(other, "firestoreDown")).toBe(false);
    // The context itself carries nothing new: only the request's own facts.
    expect(Object.keys(post)).toEqual(["clientIp"]);
  });

  it("has nothing to tell without a context", () => {
    noteActionFact(undefined, "firestoreDown");
    expect(actionFound(undefined, "firestoreDown")).toBe(false);
  });
});
