/**
 * `IslandName` (app/platform/island-names.ts) is written from the files of
 * app/islands/ by harness/island-names.mjs, the same list scripts/build-islands.mjs
 * builds: the file must say what the folder holds.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { NAMES_FILE, islandNames, namesModule } from "../../harness/island-names.mjs";
import type { IslandName } from "~/platform/island-names";

describe("island names", () => {
  it("are the files of app/islands/ (else run node harness/island-names.mjs)", () => {
    expect(readFileSync(NAMES_FILE, "utf8")).toBe(namesModule());
    const done: IslandName = "done";
    expect(islandNames()).toContain(done);
  });

  it("a new island file would change them", () => {
    expect(namesModule([...islandNames(), "zoom"])).not.toBe(readFileSync(NAMES_FILE, "utf8"));
  });
});
