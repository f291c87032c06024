/**
 * The folder boundaries in `npm run lint` bite: for each rule a probe module that breaks it,
 * placed where such a module would live in app/, makes ESLint (the project's own config,
 * through its Node API) report `boundaries/dependencies`; the allowed neighbour of each
 * probe lints clean. The probes are linted as text under their would-be path, so nothing is
 * written into app/.
 */
import { resolve } from "node:path";
import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

/** The errors of `rule` ESLint reports for `code` as if it were the file `path` (relative to the root). */
async function ruleErrors(rule: string, path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(ROOT, path) });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (path: string, code: string) => ruleErrors("boundaries/dependencies", path, code);
const cycleErrors = (path: string, code: string) => ruleErrors("import-x/no-cycle", path, code);

const use = (name: string, from: string) => `import { ${name} } from "${from}";\nexport const probe = ${name};\n`;

describe("lint boundaries", { timeout: 60_000 }, () => {
  it("a transaction runs only through the kernel's tx: runTransaction anywhere else fails, platform included", async () => {
    const direct = `import { db } from "~/platform/firestore.store.server";\nexport const probe = () => db().runTransaction(async () => 1);\n`;
    // A feature's own runner over a helper named so (the payments' and booking's runTx, before).
    const wrapped = `import { runTransaction } from "./helper";\nexport const probe = () => runTransaction(async () => 1);\n`;
    const through = `import { tx } from "~/kernel/store.server";\nexport const probe = () => tx("probe", async () => 1);\n`;
    for (const path of ["app/learning/lint-probe.store.server.ts", "app/platform/lint-probe.store.server.ts", "app/platform/firestore.store.server.ts", "app/kernel/lint-probe.store.server.ts"]) {
      expect(await ruleErrors("no-restricted-syntax", path, direct), path).toHaveLength(1);
    }
    expect(await ruleErrors("no-restricted-syntax", "app/payments/lint-probe.store.server.ts", wrapped)).not.toEqual([]);
    expect(await ruleErrors("no-restricted-syntax", "app/learning/lint-probe.store.server.ts", through)).toEqual([]);
    expect(await ruleErrors("no-restricted-syntax", "app/kernel/store.server.ts", direct)).toEqual([]);
    // The kernel's runner is a store (it reaches Firestore); platform's stores may use it, platform's other modules may not.
    expect(await boundaryErrors("app/kernel/store.server.ts", direct)).toEqual([]);
    expect(await boundaryErrors("app/platform/lint-probe.store.server.ts", through)).toEqual([]);
    expect(await boundaryErrors("app/kernel/lint-probe.server.ts", direct)).toHaveLength(1);
  });

  it("one id rule in kernel/ids: a feature's own id generator or id schema fails", async () => {
    const probes = [
      // payments' order ids and the sweeps' owners
      'import { randomUUID } from "node:crypto";\nexport const id = () => randomUUID();\n',
      // tutoring's booking ids, the editor's drafts, tokens as text
      'import { randomBytes } from "node:crypto";\nexport const id = () => randomBytes(15).toString("base64url");\n',
      'import { randomBytes } from "node:crypto";\nexport const gen = () => randomBytes(6).toString("hex");\n',
      // Firestore's auto-id
      'import { db } from "~/platform/firestore.store.server";\nexport const ref = () => db().collection("x").doc();\n',
      // tutoring's urlIdSchema, the trash's entryIdSchema
      'import { z } from "zod";\nexport const urlIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);\n',
      'import { firestoreIdSchema } from "~/kernel/ids";\nexport const schema = { id: firestoreIdSchema.regex(/^[a-z]+$/) };\n',
    ];
    for (const code of probes) expect(await ruleErrors("no-restricted-syntax", "app/tutoring/lint-probe.store.server.ts", code), code).not.toEqual([]);
    // The kernel's own pass; so does asking it, and a named document or a nonce.
    for (const code of probes.slice(0, 3)) expect(await ruleErrors("no-restricted-syntax", "app/kernel/ids.ts", code), code).toEqual([]);
    const asking = 'import { idSchema, newId } from "~/kernel/ids";\nimport { db } from "~/platform/firestore.store.server";\nexport const ref = () => db().collection("x").doc(newId());\nexport const ok = (s: string) => idSchema.safeParse(s).success;\n';
    expect(await ruleErrors("no-restricted-syntax", "app/tutoring/lint-probe.store.server.ts", asking)).toEqual([]);
    expect(await ruleErrors("no-restricted-syntax", "app/lint-probe.tsx", 'import { randomBytes } from "node:crypto";\nexport const nonce = randomBytes(16).toString("base64");\n')).toEqual([]);
    // Platform may use the id rule (it imports nothing of the app), not the rest of the kernel.
    expect(await boundaryErrors("app/platform/lint-probe.ts", use("idSchema", "~/kernel/ids"))).toEqual([]);
  });

  it("Bangkok time is known only in kernel/clock: a zone, an offset, +07:00 or a day's milliseconds elsewhere fail", async () => {
    const probes = [
      "export const DAY = 86_400_000;\n",
      'export const start = Date.parse("2026-01-01T00:00:00+07:00");\n',
      "export const start = (day: string) => Date.parse(`${day}T00:00:00+07:00`);\n",
      "export const offset = new Date(0).getTimezoneOffset();\n",
      'export const clock = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", timeZone: "Asia/Bangkok" });\n',
      // The offset itself: the day a test once worked out beside the server's clock.
      "export const day = (t: number) => new Date(t + 7 * 3_600_000).toISOString().slice(0, 10);\n",
      "export const OFFSET_MS = 25_200_000;\n",
    ];
    for (const code of probes) expect(await ruleErrors("no-restricted-syntax", "app/parents/lint-probe.ts", code), code).toHaveLength(1);
    // Asking the clock passes; the clock itself may say it; the transaction rule still holds beside it.
    expect(await ruleErrors("no-restricted-syntax", "app/parents/lint-probe.ts", 'import { DAY_MS } from "~/kernel/clock";\nexport const week = 7 * DAY_MS;\n')).toEqual([]);
    expect(await ruleErrors("no-restricted-syntax", "app/kernel/clock.ts", probes[0]!)).toEqual([]);
    const tx = `import { db } from "~/platform/firestore.store.server";\nexport const probe = () => db().runTransaction(async () => 86_400_000);\n`;
    expect(await ruleErrors("no-restricted-syntax", "app/kernel/clock.ts", tx)).toHaveLength(1);
    expect(await ruleErrors("no-restricted-syntax", "app/platform/firestore.store.server.ts", tx)).toHaveLength(2);
    expect(await ruleErrors("no-restricted-syntax", "app/kernel/store.server.ts", probes[0]!)).toHaveLength(1);
    // Tests, the harness and scripts reckon days through the kernel too (the machine's clock stays theirs).
    for (const file of ["tests/e2e/lint-probe.spec.ts", "tests/support/lint-probe.ts", "harness/lint-probe.ts", "scripts/lint-probe.ts"]) {
      for (const code of probes) expect(await ruleErrors("no-restricted-syntax", file, code), `${file}: ${code}`).toHaveLength(1);
      expect(await ruleErrors("no-restricted-syntax", file, "export const started = Date.now();\n")).toEqual([]);
    }
  });

  it("a form's zod issues become field errors only in kernel/form: issues, flatten(), formErrors elsewhere fail", async () => {
    const probes = [
      'import { z } from "zod";\nconst r = z.string().safeParse(1);\nexport const errors = r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [String(i.path[0]), i.message]));\n',
      'import { z } from "zod";\nconst r = z.string().safeParse(1);\nexport const errors = r.success ? {} : r.error.flatten().fieldErrors;\n',
      'import { z } from "zod";\nconst r = z.string().safeParse(1);\nexport const errors = r.success ? [] : z.flattenError(r.error).formErrors;\n',
    ];
    for (const code of probes) expect(await ruleErrors("no-restricted-syntax", "app/payments/lint-probe.server.ts", code), code).not.toEqual([]);
    // The kernel's pattern passes; sharp's flatten (with its background) is not zod's; kernel/form itself may read issues.
    const kernel = 'import { z } from "zod";\nimport { check } from "~/kernel/form";\nexport const parsed = check(z.object({ name: z.string() }), {});\n';
    expect(await ruleErrors("no-restricted-syntax", "app/payments/lint-probe.server.ts", kernel)).toEqual([]);
    const sharp = 'import sharp from "sharp";\nexport const white = (png: Buffer) => sharp(png).flatten({ background: "#ffffff" });\n';
    expect(await ruleErrors("no-restricted-syntax", "app/payments/lint-probe.server.ts", sharp)).toEqual([]);
    expect(await ruleErrors("no-restricted-syntax", "app/kernel/form.ts", probes[0]!)).toEqual([]);
    // The other one-place rules still hold in kernel/form and beside the form rule.
    expect(await ruleErrors("no-restricted-syntax", "app/kernel/form.ts", "export const DAY = 86_400_000;\n")).toHaveLength(1);
    expect(await ruleErrors("no-restricted-syntax", "app/platform/lint-probe.ts", "export const DAY = 86_400_000;\n")).toHaveLength(1);
  });

  it("a message object keeps its exported name: an import from a messages module renamed or as a namespace fails", async () => {
    const rule = "project/messages-names";
    for (const code of [
      'import { EXERCISE_TEXT as t } from "~/exercises/messages";\nexport const probe = t;\n',
      'import * as M from "./messages";\nexport const probe = M;\n',
      'import { AGENDA_TEXT as T } from "./admin-messages";\nexport const probe = T;\n',
    ]) {
      expect(await ruleErrors(rule, "app/tutoring/lint-probe.ts", code), code).toHaveLength(1);
    }
    expect(await ruleErrors(rule, "app/tutoring/lint-probe.ts", 'import { AGENDA_TEXT } from "./admin-messages";\nexport const probe = AGENDA_TEXT;\n')).toEqual([]);
    // Other modules' imports may still be renamed.
    expect(await ruleErrors(rule, "app/tutoring/lint-probe.ts", 'import { LIMITS as L } from "./admin-inputs";\nexport const probe = L;\n')).toEqual([]);
  });

  it("the site's time is the kernel's now(): Date.now(), a bare new Date() or Timestamp.now() above platform/ fail", async () => {
    const probes = [
      "export const probe = () => Date.now() + 1;\n",
      "export const probe = () => new Date().getTime();\n",
      'import { Timestamp } from "firebase-admin/firestore";\nexport const probe = () => Timestamp.now();\n',
    ];
    for (const code of probes) expect(await ruleErrors("no-restricted-syntax", "app/tutoring/lint-probe.server.ts", code), code).toHaveLength(1);
    // Asking the kernel passes, and a Date of a given instant is no clock.
    const asking = 'import { now, nowDate, machineNow } from "~/kernel/clock";\nexport const probe = () => [now(), nowDate(), machineNow(), new Date(0)];\n';
    expect(await ruleErrors("no-restricted-syntax", "app/tutoring/lint-probe.server.ts", asking)).toEqual([]);
    // platform/ sits below the kernel and keeps the machine's clock; the kernel's clock reads it.
    expect(await ruleErrors("no-restricted-syntax", "app/platform/lint-probe.server.ts", probes[0]!)).toEqual([]);
    expect(await ruleErrors("no-restricted-syntax", "app/kernel/clock.ts", probes[0]!)).toEqual([]);
  });

  it("the kernel imports only platform; every layer above may import the kernel", async () => {
    expect(await boundaryErrors("app/kernel/lint-probe.ts", use("blogUrl", "~/blog/blog-url"))).toHaveLength(1);
    expect(await boundaryErrors("app/kernel/lint-probe.ts", use("Spinner", "~/ui/Spinner"))).toHaveLength(1);
    expect(await boundaryErrors("app/platform/lint-probe.ts", use("DAY_MS", "~/kernel/clock"))).toHaveLength(1);
    for (const from of ["app/ui/lint-probe.ts", "app/auth/lint-probe.ts", "app/parents/lint-probe.ts", "app/services/stats/lint-probe.ts", "app/islands/lint-probe.ts"]) {
      expect(await boundaryErrors(from, use("DAY_MS", "~/kernel/clock")), from).toEqual([]);
    }
  });

  it("a route file is at most 200 lines (routes are glue: the feature holds the logic and the view's parts)", async () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `export const line${i} = ${i};`).join("\n") + "\n";
    expect(await ruleErrors("max-lines", "app/routes/lint-probe.tsx", lines(201))).toHaveLength(1);
    expect(await ruleErrors("max-lines", "app/routes/lint-probe.tsx", lines(200))).toEqual([]);
    // Outside routes/ a module may be longer.
    expect(await ruleErrors("max-lines", "app/learning/lint-probe.ts", lines(201))).toEqual([]);
  });

  it("platform imports no feature, nor ui, content or auth", async () => {
    expect(await boundaryErrors("app/platform/lint-probe.ts", use("blogUrl", "~/blog/blog-url"))).toHaveLength(1);
    expect(await boundaryErrors("app/platform/lint-probe.ts", use("Spinner", "~/ui/Spinner"))).toHaveLength(1);
    expect(await boundaryErrors("app/platform/lint-probe.ts", use("slugSchema", "~/content/fields"))).toHaveLength(1);
    expect(await boundaryErrors("app/platform/lint-probe.ts", use("isAdminEmail", "~/auth/roles"))).toHaveLength(1);
    expect(await boundaryErrors("app/platform/lint-probe.ts", use("BRAND", "./site"))).toEqual([]);
    // What moved out of platform (issue 45) may not be reached back from it.
    expect(await boundaryErrors("app/platform/lint-probe.ts", use("sitePath", "~/kernel/urls"))).toHaveLength(1);
    expect(await boundaryErrors("app/platform/lint-probe.server.ts", use("renderMarkdown", "~/services/markdown/markdown.server"))).toHaveLength(1);
  });

  it("services import services, the kernel and platform only; the kernel imports no service", async () => {
    // A service is below every feature: messaging cannot reach into notifications' pages or LINE's linking.
    expect(await boundaryErrors("app/services/messaging/lint-probe.ts", use("NOTIFY", "~/notifications/messages"))).toHaveLength(1);
    expect(await boundaryErrors("app/services/messaging/lint-probe.server.ts", use("lineWebhook", "~/line/index.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/services/markdown/lint-probe.ts", use("Spinner", "~/ui/Spinner"))).toHaveLength(1);
    expect(await boundaryErrors("app/services/markdown/lint-probe.ts", use("slugSchema", "~/content/fields"))).toHaveLength(1);
    // The kernel is below every service.
    expect(await boundaryErrors("app/kernel/lint-probe.server.ts", use("notify", "~/services/messaging/index.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/kernel/lint-probe.ts", use("MARKDOWN_LIMITS", "~/services/markdown/markdown-limits"))).toHaveLength(1);
    // Allowed: a service on another service, the kernel and platform; a feature on a service.
    expect(await boundaryErrors("app/services/messaging/lint-probe.server.ts", use("renderMarkdown", "~/services/markdown/markdown.server"))).toEqual([]);
    expect(await boundaryErrors("app/services/messaging/lint-probe.ts", use("sitePath", "~/kernel/urls"))).toEqual([]);
    expect(await boundaryErrors("app/services/messaging/lint-probe.ts", use("BRAND", "~/platform/site"))).toEqual([]);
    expect(await boundaryErrors("app/tutoring/lint-probe.server.ts", use("sendToStudent", "~/services/messaging/index.server"))).toEqual([]);
  });

  it("ui imports only platform: no feature, no content, no auth, no data access", async () => {
    expect(await boundaryErrors("app/ui/lint-probe.tsx", use("SearchForm", "~/search/SearchForm"))).toHaveLength(1);
    expect(await boundaryErrors("app/ui/lint-probe.tsx", use("slugSchema", "~/content/fields"))).toHaveLength(1);
    expect(await boundaryErrors("app/ui/lint-probe.tsx", use("AUTH_TEXT", "~/auth/messages"))).toHaveLength(1);
    expect(await boundaryErrors("app/ui/lint-probe.server.ts", use("enqueueMail", "~/services/messaging/outbox.store.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/ui/lint-probe.tsx", use("navLinks", "~/ui/shell/nav"))).toEqual([]);
  });

  it("auth imports only platform: no ui, no feature", async () => {
    expect(await boundaryErrors("app/auth/lint-probe.ts", use("Spinner", "~/ui/Spinner"))).toHaveLength(1);
    expect(await boundaryErrors("app/auth/lint-probe.ts", use("blogUrl", "~/blog/blog-url"))).toHaveLength(1);
    expect(await boundaryErrors("app/auth/lint-probe.ts", use("sitePath", "~/kernel/urls"))).toEqual([]);
  });

  it("a folder of app/ the rules do not name is an error, even one that imports nothing", async () => {
    const unknown = (path: string) => ruleErrors("boundaries/no-unknown-files", path, "export const probe = 1;\n");
    expect(await unknown("app/lint-probe/probe.ts")).toHaveLength(1);
    expect(await unknown("app/lint-probe/deeper/probe.tsx")).toHaveLength(1);
    expect(await unknown("app/lint-probe.tsx")).toEqual([]);
    expect(await unknown("app/backup/lint-probe.ts")).toEqual([]);
  });

  it("admin-kit, the shared admin framework, imports no feature; every feature may import it", async () => {
    expect(await boundaryErrors("app/admin-kit/lint-probe.server.ts", use("ARTICLE", "~/admin/kinds.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/admin-kit/lint-probe.server.ts", use("listEnrolments", "~/learning/index.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/admin-kit/lint-probe.server.ts", use("requireAdmin", "~/auth/guards.server"))).toEqual([]);
    expect(await boundaryErrors("app/tutoring/lint-probe.server.ts", use("requireAdminWrite", "~/admin-kit/guard.server"))).toEqual([]);
  });

  it("backup is a feature: another feature's internals only through its public entry", async () => {
    expect(await boundaryErrors("app/backup/lint-probe.server.ts", use("listEnrolments", "~/learning/enrolment.store.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/backup/lint-probe.server.ts", use("getExercise", "~/exercises/exercise.store.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/learning/lint-probe.server.ts", use("exportArchive", "~/backup/backup.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/backup/lint-probe.server.ts", use("listEnrolments", "~/learning/index.server"))).toEqual([]);
  });

  it("a feature reaches another feature only through its public entry (tutoring included)", async () => {
    expect(await boundaryErrors("app/blog/lint-probe.server.ts", use("listEnrolments", "~/learning/enrolment.store.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/tutoring/lint-probe.ts", use("blogUrl", "~/blog/blog-url"))).toHaveLength(1);
    expect(await boundaryErrors("app/blog/lint-probe.server.ts", use("listEnrolments", "~/learning/index.server"))).toEqual([]);
    expect(await boundaryErrors("app/blog/lint-probe.ts", use("blogUrl", "./blog-url"))).toEqual([]);
  });

  it("only data-access modules (*.store.server.ts) import Firestore or the db() handle", async () => {
    expect(await boundaryErrors("app/blog/lint-probe.server.ts", use("Timestamp", "firebase-admin/firestore"))).toHaveLength(1);
    expect(await boundaryErrors("app/blog/lint-probe.server.ts", use("db", "~/platform/firestore.store.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/platform/lint-probe.server.ts", use("db", "./firestore.store.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/blog/lint-probe.store.server.ts", use("Timestamp", "firebase-admin/firestore"))).toEqual([]);
    expect(await boundaryErrors("app/blog/lint-probe.store.server.ts", use("db", "~/platform/firestore.store.server"))).toEqual([]);
  });

  it("browser code never imports a *.server module", async () => {
    expect(await boundaryErrors("app/learning/lint-probe.tsx", use("lessonAfter", "./learning.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/platform/lint-probe.ts", use("getEnv", "./env.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/learning/lint-probe.server.ts", use("lessonAfter", "./learning.server"))).toEqual([]);
    // A type import is erased before bundling.
    expect(await boundaryErrors("app/learning/lint-probe.tsx", 'import type { LessonRow } from "./learning.server";\nexport type Probe = LessonRow;\n')).toEqual([]);
    // Route modules are split by Remix's compiler: their loaders and actions never reach the browser.
    expect(await boundaryErrors("app/routes/lint-probe.tsx", use("lessonAfter", "~/learning/learning.server"))).toEqual([]);
  });

  it("islands import only platform's browser-safe code: no React, no Remix, no feature, no server module", async () => {
    expect(await boundaryErrors("app/islands/lint-probe.ts", use("useState", "react"))).not.toEqual([]);
    expect(await boundaryErrors("app/islands/lint-probe.ts", use("Form", "@remix-run/react"))).not.toEqual([]);
    expect(await boundaryErrors("app/islands/lint-probe.ts", use("Spinner", "~/ui/Spinner"))).toHaveLength(1);
    expect(await boundaryErrors("app/islands/lint-probe.ts", use("EXERCISE_ERRORS", "~/exercises/index"))).toHaveLength(1);
    expect(await boundaryErrors("app/islands/lint-probe.ts", use("islandSources", "~/platform/islands.server"))).toHaveLength(1);
    expect(await boundaryErrors("app/islands/lint-probe.ts", use("sitePath", "~/kernel/urls"))).toEqual([]);
  });

  // The probe takes the place of a real module (its text linted under that module's path), so a
  // real module that imports that path closes the circle.
  it("no import cycle: a module that imports what imports it fails", async () => {
    // ui/shell/nav.ts imports kernel/urls.ts: urls.ts importing nav.ts back is a cycle.
    expect(await cycleErrors("app/kernel/urls.ts", use("navLinks", "~/ui/shell/nav"))).toHaveLength(1);
    expect(await cycleErrors("app/kernel/lint-probe.ts", use("navLinks", "~/ui/shell/nav"))).toEqual([]);
    // Exercises build on learning (its enrolment, its lesson pages): learning importing exercises back is a cycle.
    expect(await cycleErrors("app/learning/learning.server.ts", use("lessonDoneRequirement", "~/exercises/lesson-exercise.server"))).toHaveLength(1);
    expect(await cycleErrors("app/routes/lint-probe.tsx", use("lessonDoneRequirement", "~/exercises/lesson-exercise.server"))).toEqual([]);
  });
});
