import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import boundaries from "eslint-plugin-boundaries";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { appBoundaries } from "./eslint.boundaries.js";

/**
 * Every Firestore transaction runs through the kernel's `tx` (app/kernel/store.server.ts): its
 * time-out, its retry of the emulator's closed transaction (the SDK retries only Firestore's
 * ABORTED) and its one mapping of errors to the Thai 503. `runTransaction` nowhere else.
 */
const TX_MODULE = "app/kernel/store.server.ts";
const TRANSACTION_RULE = [
  {
    selector: "Identifier[name='runTransaction']",
    message: "Run the transaction with tx from ~/kernel/store.server (its time-out, retry of the emulator's closed transaction and 503).",
  },
];

/**
 * One id rule, app/kernel/ids.ts: `newId` makes every id (and `newToken` every secret), `idSchema`
 * reads every id that comes in. A feature's own generator (a UUID, random bytes as text,
 * Firestore's auto-id) or its own id schema (`*IdSchema`, or the Firestore rule refined) fails.
 */
const IDS_MODULE = "app/kernel/ids.ts";
const IDS_MESSAGE = "Ids come from ~/kernel/ids: newId() makes one (newToken() a secret), idSchema reads one.";
const IDS_RULE = [
  { selector: "Identifier[name='randomUUID']", message: IDS_MESSAGE },
  { selector: "CallExpression[callee.property.name='toString'][callee.object.callee.name='randomBytes'][arguments.0.value=/^(base64url|hex)$/]", message: IDS_MESSAGE },
  { selector: "CallExpression[callee.property.name='doc'][arguments.length=0]", message: IDS_MESSAGE },
  { selector: "VariableDeclarator[id.name=/IdSchema$/]", message: IDS_MESSAGE },
  { selector: "CallExpression[callee.object.name='firestoreIdSchema']", message: IDS_MESSAGE },
];

/** Thailand's time is known in one place, app/kernel/clock.ts: its zone, offsets, days and formats. */
const CLOCK_MODULE = "app/kernel/clock.ts";
const CLOCK_MESSAGE = "Bangkok time lives in ~/kernel/clock (days, weeks, DAY_MS, formats): ask it instead.";
const CLOCK_RULE = [
  { selector: "Literal[value=86400000]", message: CLOCK_MESSAGE },
  // Bangkok's offset in milliseconds, written out or as seven hours (`7 * 3_600_000`, either way round).
  { selector: "Literal[value=25200000]", message: CLOCK_MESSAGE },
  { selector: "BinaryExpression[operator='*'][left.value=7][right.value=3600000]", message: CLOCK_MESSAGE },
  { selector: "BinaryExpression[operator='*'][left.value=3600000][right.value=7]", message: CLOCK_MESSAGE },
  { selector: "Literal[value=/\\+07:?00/]", message: CLOCK_MESSAGE },
  { selector: "TemplateElement[value.raw=/\\+07:?00/]", message: CLOCK_MESSAGE },
  { selector: "MemberExpression[property.name='getTimezoneOffset']", message: CLOCK_MESSAGE },
  { selector: "Property[key.name='timeZone']", message: CLOCK_MESSAGE },
];
/**
 * The site's time is the kernel's `now()` (the test clock moves it, docs/testing.md): what
 * decides days, windows, holds, deadlines and limits asks it. `platform/` sits below the
 * kernel and keeps the machine's clock (caches, time-outs, the rate limits' windows).
 */
const NOW_MESSAGE = "Ask ~/kernel/clock: now() or nowDate() (the site's time), machineNow() for a duration or another system's clock.";
const NOW_RULE = [
  { selector: "CallExpression[callee.object.name='Date'][callee.property.name='now']", message: NOW_MESSAGE },
  { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: NOW_MESSAGE },
  { selector: "CallExpression[callee.object.name='Timestamp'][callee.property.name='now']", message: NOW_MESSAGE },
];

/**
 * A form's zod issues become field errors in one place, app/kernel/form.ts (first message of
 * each field, values kept). platform/ sits below the kernel and may read them (env, JSON bodies).
 */
const FORM_MODULES = ["app/kernel/form.ts", "app/kernel/form.server.ts"];
const FORM_MESSAGE = "Turn zod's issues into field errors with ~/kernel/form (check, fieldErrors, firstError, firstIssue).";
const FORM_RULE = [
  { selector: "MemberExpression[property.name=/^(issues|formErrors|fieldErrors)$/]", message: FORM_MESSAGE },
  { selector: "CallExpression[callee.property.name='flatten'][arguments.length=0]", message: FORM_MESSAGE },
  { selector: "MemberExpression[property.name=/^(flattenError|treeifyError|prettifyError)$/]", message: FORM_MESSAGE },
];

/**
 * Message objects keep one name (docs/architecture.md): a messages module (`messages.ts`,
 * `*-messages.ts`) exports each under a SCREAMING_SNAKE name that says what it holds, and every
 * module imports it under that name: no `as`, no namespace import.
 */
const MESSAGES_MODULE = /(^|\/)([\w-]+-)?messages$/;
const project = {
  rules: {
    "messages-names": {
      meta: { type: "suggestion", messages: { renamed: "Import a message object under its own name ({{ name }}), not renamed: one name for it everywhere." } },
      create: (context) => ({
        ImportDeclaration(node) {
          if (!MESSAGES_MODULE.test(String(node.source.value))) return;
          for (const s of node.specifiers) {
            const name = s.type === "ImportSpecifier" ? (s.imported.name ?? s.imported.value) : "the names it exports";
            if (s.type !== "ImportSpecifier" || name !== s.local.name) context.report({ node: s, messageId: "renamed", data: { name } });
          }
        },
      }),
    },
  },
};

/** The rules written once, by name: each file gets every rule but those it is exempt from. */
const ONE_PLACE = { transaction: TRANSACTION_RULE, clock: CLOCK_RULE, now: NOW_RULE, ids: IDS_RULE, form: FORM_RULE };

export default tseslint.config(
  { ignores: ["build/", "node_modules/", ".cache/", ".stack/", "test-results/", "playwright-report/", "public/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: "module",
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { react, "react-hooks": reactHooks },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-console": "off",
    },
  },
  {
    // Playwright fixtures call their callback `use`, which is not a React hook.
    files: ["tests/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // A small ES5 browser script served in place of Google's gapi loader in tests.
    files: ["tests/support/gapi-shim.js"],
    languageOptions: { sourceType: "script" },
    rules: {
      "no-var": "off",
      "@typescript-eslint/no-this-alias": "off",
      "@typescript-eslint/no-unused-vars": "off",
      "@typescript-eslint/no-unused-expressions": "off",
    },
  },
  // One harness (harness/) that scripts and tests both import; never one of them the other.
  ...[
    { files: ["scripts/**"], not: ["tests"] },
    { files: ["tests/**"], not: ["scripts"] },
    { files: ["harness/**"], not: ["scripts", "tests"] },
  ].map(({ files, not }) => ({
    files,
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: not.map((dir) => ({ group: [`**/${dir}/**`], message: "scripts and tests share code only through harness/: move what both need there." })) },
      ],
    },
  })),
  appBoundaries(boundaries),
  { files: ["app/**/*.{ts,tsx}"], plugins: { project }, rules: { "project/messages-names": "error" } },
  {
    // One link component decides whether a link loads its document (app/ui/Link.tsx).
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { paths: [{ name: "@remix-run/react", importNames: ["Link", "NavLink"], message: "Use ~/ui/Link: it loads the document of a page that does not hydrate." }] },
      ],
    },
  },
  // Rules written once (issue 45): ESLint's no-restricted-syntax, one list of selectors (a
  // later config's list replaces an earlier one's for the same file, so each row below gives a
  // file every rule but its exemptions), each rule's own module exempt from it.
  // tests/unit/lint-boundaries.test.ts proves each bites.
  ...[
    { files: ["app/**/*.{ts,tsx}"], exempt: [] },
    { files: ["app/platform/**/*.{ts,tsx}"], exempt: ["form", "now"] },
    { files: [TX_MODULE], exempt: ["transaction"] },
    { files: [CLOCK_MODULE], exempt: ["clock", "now"] },
    { files: [IDS_MODULE], exempt: ["ids"] },
    { files: FORM_MODULES, exempt: ["form"] },
    // Tests, the harness and scripts may read the machine's clock and make their own ids, but
    // they reckon Bangkok days through the kernel too, or a run across midnight drifts from the
    // app. Unit tests are exempt: they check the kernel against references of their own.
    { files: ["tests/{e2e,integration,support}/**/*.ts", "harness/**/*.ts", "scripts/**/*.ts"], exempt: ["transaction", "now", "ids", "form"] },
  ].map(({ files, exempt }) => ({
    files,
    rules: { "no-restricted-syntax": ["error", ...Object.entries(ONE_PLACE).flatMap(([name, rules]) => (exempt.includes(name) ? [] : rules))] },
  })),
  {
    // Routes are glue (docs/architecture.md): a loader or an action calls its feature, the view
    // stays; parts of a view go to the feature's UI modules. tests/unit/lint-boundaries.test.ts
    // proves the rule bites.
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: { "max-lines": ["error", { max: 200, skipBlankLines: false, skipComments: false }] },
  },
  {
    // No import cycle in app/: a module never reaches itself again through what it imports
    // (type-only imports, erased before the code runs, do not count). Each feature builds on
    // the ones below it in one direction, e.g. exercises on learning and never back.
    // tests/unit/lint-boundaries.test.ts proves the rule bites.
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/extensions": [".ts", ".tsx"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
);
