/**
 * The patch of @remix-run/router (patches/, applied on install) keeps each
 * routes array's ranked branches and each pattern's compiled matcher. These
 * hold its two promises: matching answers what it answered before (every app
 * route, twice, on one array), and routes added by lazy route discovery
 * (the router's patchRoutes, the admin's client router) are matched at once.
 * One test fails when the patch is not applied (`npx patch-package --reverse`):
 * the ranking kept with its array.
 */
import { createMemoryHistory, createRouter, matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";

const routes: AgnosticRouteObject[] = [
  {
    id: "root",
    path: "",
    children: [
      { id: "home", index: true },
      { id: "lesson", path: "lesson/:lessonId" },
      { id: "lesson-check", path: "lesson/:lessonId/check" },
      { id: "blog-post", path: "blog/:slug" },
      { id: "admin", path: "admin", children: [{ id: "admin-index", index: true }] },
      { id: "splat", path: "*" },
    ],
  },
];

const ids = (path: string, on = routes) => matchRoutes(on, path)?.map((m) => m.route.id);

describe("route matching with the router patch", () => {
  it("answers the same route, params and pathname on every call", () => {
    for (let round = 0; round < 3; round++) {
      expect(ids("/")).toEqual(["root", "home"]);
      expect(ids("/lesson/math-01")).toEqual(["root", "lesson"]);
      expect(matchRoutes(routes, "/lesson/math-01")?.[1]?.params).toEqual({ lessonId: "math-01" });
      expect(matchRoutes(routes, "/lesson/phy-02")?.[1]?.params).toEqual({ lessonId: "phy-02" });
      expect(ids("/lesson/math-01/check")).toEqual(["root", "lesson-check"]);
      expect(ids("/admin")).toEqual(["root", "admin", "admin-index"]);
      expect(ids("/nope/at/all")).toEqual(["root", "splat"]);
      expect(matchRoutes(routes, "/blog/%E0%B8%81")?.[1]?.params).toEqual({ slug: "ก" });
    }
  });

  it("a new routes array is flattened on its own (no answer of another array)", () => {
    const other: AgnosticRouteObject[] = [{ id: "only", path: "lesson/:lessonId" }];
    expect(ids("/lesson/x")).toEqual(["root", "lesson"]);
    expect(ids("/lesson/x", other)).toEqual(["only"]);
    expect(ids("/", other)).toBeUndefined();
  });

  it("ranks a routes array once and keeps it with the array (only the patch does)", () => {
    // The router itself never changes a routes array but through patchRoutes, which
    // drops every kept ranking; a change behind its back shows the ranking is kept.
    // Without the patch each call flattens the array again and finds the new route.
    const kept: AgnosticRouteObject[] = [{ id: "first", path: "first" }];
    expect(ids("/first", kept)).toEqual(["first"]);
    kept.push({ id: "second", path: "second" });
    expect(ids("/second", kept)).toBeUndefined();
    expect(ids("/second", [...kept])).toEqual(["second"]);
  });

  it("matches routes that lazy route discovery adds after a first match", async () => {
    const router = createRouter({
      routes: [{ id: "app", path: "/", children: [{ id: "start", index: true }] }],
      history: createMemoryHistory({ initialEntries: ["/"] }),
    }).initialize();
    expect(matchRoutes(router.routes, "/later")).toBeNull();
    router.patchRoutes("app", [{ id: "later", path: "later" }]);
    expect(matchRoutes(router.routes, "/later")?.map((m) => m.route.id)).toEqual(["app", "later"]);
    await router.navigate("/later");
    expect(router.state.matches.map((m) => m.route.id)).toEqual(["app", "later"]);
    router.dispose();
  });
});
