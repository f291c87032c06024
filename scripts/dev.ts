/**
 * `npm run dev`: starts the Firestore and Auth emulators, seeds the demo
 * accounts, then runs the app (`server.ts` with the Vite dev server) against
 * them, and prints the URL and the demo accounts once the app answers.
 * A local SMTP catcher (harness/mail-catcher.ts, in this process) takes
 * the app's e-mail (its SMTP_URL) and saves each message as an .eml file.
 * Ctrl-C (or SIGTERM) stops everything and exits 0; if any part dies on its
 * own, the rest is stopped and the exit code is 1.
 *
 * Variables: PORT (3000), FIRESTORE_EMULATOR_PORT (8080), AUTH_EMULATOR_PORT
 * (9099), EMULATOR_HUB_PORT (4400), EMULATOR_LOGGING_PORT (4500),
 * HOST (127.0.0.1: the app and Vite's HMR socket answer this machine only;
 * 0.0.0.0 opens them to the network, project source included),
 * FIREBASE_PROJECT_ID (demo-thai-tutor), ADMIN_EMAILS (the demo admins),
 * MAIL_CATCHER_PORT (2525), STACK_DIR (.stack/dev: the emulators' working
 * files, e.g. firebase-debug.log, and the caught mail in mail/).
 */
import path from "node:path";
import { DEMO_ACCOUNTS, DEMO_ADMIN_EMAILS } from "../app/platform/demo-accounts.ts";
import { startMailCatcher, type MailCatcher } from "../harness/mail-catcher.ts";
import { assertPortFree, closeGuard, spawnManaged, startStack, type ManagedProcess } from "../harness/stack.ts";
import { seed } from "./seed.ts";

// The emulators need no credentials: never look for Google's metadata server.
process.env.METADATA_SERVER_DETECTION ??= "none";

const root = path.resolve(import.meta.dirname, "..");
const APP_READY_TIMEOUT_MS = 120_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === "") return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) fail(`${name} must be a port number (1-65535), not "${raw}".`);
  return port;
}

const ports = {
  app: portFromEnv("PORT", 3000),
  firestore: portFromEnv("FIRESTORE_EMULATOR_PORT", 8080),
  auth: portFromEnv("AUTH_EMULATOR_PORT", 9099),
  hub: portFromEnv("EMULATOR_HUB_PORT", 4400),
  logging: portFromEnv("EMULATOR_LOGGING_PORT", 4500),
  mail: portFromEnv("MAIL_CATCHER_PORT", 2525),
};
const host = process.env.HOST || "127.0.0.1";
/** Where this script itself reaches the app. */
const probeHost = host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host;
const projectId = process.env.FIREBASE_PROJECT_ID || "demo-thai-tutor";
const adminEmails = process.env.ADMIN_EMAILS || DEMO_ADMIN_EMAILS.join(",");
const firestoreHost = `127.0.0.1:${ports.firestore}`;
const authHost = `127.0.0.1:${ports.auth}`;
const stackDir = path.resolve(root, process.env.STACK_DIR || ".stack/dev");
const mailDir = path.join(stackDir, "mail");

const log = (line: string) => console.log(line);
const children: ManagedProcess[] = []; // in start order
let mailCatcher: MailCatcher | undefined;
let stopping = false;

async function shutdown(code: number, reason: string): Promise<never> {
  if (!stopping) {
    stopping = true;
    (code === 0 ? console.log : console.error)(reason);
    // The app first (it may still talk to the emulators), then the emulators.
    for (const child of [...children].reverse()) await child.stop();
    await mailCatcher?.stop();
    // Ends the orphan guard; it also stops anything still starting.
    await closeGuard();
    if (children.length > 0) console.log(code === 0 ? "Stopped: the app and the emulators are down." : "Stopped everything after the error above.");
    process.exit(code);
  }
  return new Promise<never>(() => undefined); // already stopping: wait for that exit
}

for (const sig of ["SIGINT", "SIGTERM"] as const) {
  process.on(sig, () => {
    if (stopping) console.log(`${sig}: still stopping…`);
    void shutdown(0, `\n${sig}: stopping the app and the emulators…`);
  });
}

/** Registers a started child; its exit before shutdown stops everything. */
function track(child: ManagedProcess) {
  children.push(child);
  void child.exited.then(({ code, signal }) => {
    if (!stopping) void shutdown(1, `${child.name} exited unexpectedly (${signal ?? `code ${String(code)}`}): stopping the rest.`);
  });
}

async function waitForApp(app: ManagedProcess, url: string) {
  const deadline = Date.now() + APP_READY_TIMEOUT_MS;
  while (!stopping) {
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2_000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app did not answer on ${url} within ${APP_READY_TIMEOUT_MS / 1000} s.`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await app.exited; // stopping: let shutdown() finish
}

function banner() {
  const admins = adminEmails.split(",").map((e) => e.trim().toLowerCase());
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  const rule = "─".repeat(72);
  console.log(
    [
      "",
      rule,
      `  Ready: http://localhost:${ports.app}`,
      `  Listening on ${host}${host === "127.0.0.1" ? " only (HOST=0.0.0.0 opens the app and its source to the network)" : ""}`,
      `  Emulators: Firestore ${firestoreHost}, Auth ${authHost} (project ${projectId})`,
      `  Mail: the app's e-mail is caught by smtp://127.0.0.1:${ports.mail}; read it in ${path.relative(root, mailDir) || "."}/ (.eml files)`,
      "  Demo accounts (choose one in the emulator's Google sign-in popup):",
      ...DEMO_ACCOUNTS.map(
        (a) => `    ${a.email.padEnd(width)}  ${(admins.includes(a.email) ? "admin" : "student").padEnd(7)}  ${a.name}`,
      ),
      "  Ctrl-C stops the app and the emulators.",
      rule,
      "",
    ].join("\n"),
  );
}

async function main() {
  for (const [port, label, envName] of [
    [ports.app, "app", "PORT"],
    [ports.firestore, "Firestore emulator", "FIRESTORE_EMULATOR_PORT"],
    [ports.auth, "Auth emulator", "AUTH_EMULATOR_PORT"],
    [ports.hub, "Firebase emulator hub", "EMULATOR_HUB_PORT"],
    [ports.logging, "Firebase logging emulator", "EMULATOR_LOGGING_PORT"],
    [ports.mail, "mail catcher", "MAIL_CATCHER_PORT"],
  ] as const) {
    await assertPortFree(port, label, envName).catch((error: Error) => fail(error.message));
  }

  console.log(`Starting the emulators (project ${projectId})…`);
  const stack = await startStack({
    projectId,
    firestorePort: ports.firestore,
    authPort: ports.auth,
    hubPort: ports.hub,
    loggingPort: ports.logging,
    workDir: stackDir,
    log,
  });
  track(stack.firestore);
  track(stack.auth);
  if (stopping) return;

  await seed({ projectId, authEmulatorHost: authHost, firestoreEmulatorHost: firestoreHost });
  if (stopping) return;

  mailCatcher = await startMailCatcher({
    port: ports.mail,
    dir: mailDir,
    onMail: (m) => log(`[mail] to ${m.to.join(", ")}: ${m.subject} → ${path.relative(root, m.file ?? "")}`),
  });
  if (stopping) return;

  const app = await spawnManaged("app", path.join(root, "node_modules/.bin/tsx"), ["server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "development",
      PORT: String(ports.app),
      HOST: host,
      FIREBASE_PROJECT_ID: projectId,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      ADMIN_EMAILS: adminEmails,
      SMTP_URL: mailCatcher.url,
    },
    log,
  });
  track(app);
  await waitForApp(app, `http://${probeHost.includes(":") ? `[${probeHost}]` : probeHost}:${ports.app}/healthz`);
  if (!stopping) banner();
}

main().catch((error: unknown) => {
  // Start-up errors (Java missing, an emulator that would not start, …) are already readable.
  void shutdown(1, error instanceof Error ? error.message : String(error));
});
