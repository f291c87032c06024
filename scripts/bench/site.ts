/**
 * The site under measurement: the emulators (Firestore + Auth) with the demo
 * data, and the production server (`node build/server.js`), on ports of their
 * own. Everything started here is stopped by `cleanupAll()` (cleanup.ts).
 */
import { mkdirSync, rmSync } from "node:fs";
import path from "node:path";
import { assertPortFree, spawnManaged, startStack, type ManagedProcess } from "../../harness/stack.ts";
import { idTokenForUid } from "../../harness/id-token.ts";
import { seed } from "../seed.ts";
import { DEMO_ACCOUNTS, DEMO_ADMIN_EMAILS } from "../../app/platform/demo-accounts.ts";
import { root } from "./build.ts";
import { onCleanup } from "./cleanup.ts";

interface SitePorts {
  app: number;
  firestore: number;
  auth: number;
  hub: number;
  logging: number;
}

export interface Site {
  /** Where the measurements are sent: http://127.0.0.1:PORT */
  url: string;
  /** The server's ORIGIN (canonical links, CSRF check): http://localhost:PORT */
  origin: string;
  projectId: string;
  firestoreHost: string;
  authHost: string;
  server: ManagedProcess;
  /** The server's output (access log included). */
  logFile: string;
  workDir: string;
}

export interface StartSiteOptions {
  /** Names the working directory: .stack/<name> */
  name: string;
  projectId: string;
  ports: SitePorts;
  /** Runs after the demo seed, before the server starts (e.g. extra articles). */
  beforeServer?: (hosts: { firestoreHost: string; authHost: string }) => Promise<void>;
  /** Extra environment for the server. */
  env?: Record<string, string>;
  verbose?: boolean;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function startSite(opts: StartSiteOptions): Promise<Site> {
  // Emulators only: firebase-admin must never probe the GCE metadata server (a
  // network request off this machine) for credentials, here or in the server.
  process.env.METADATA_SERVER_DETECTION = "none";
  const workDir = path.join(root, ".stack", opts.name);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  await assertPortFree(opts.ports.app, `${opts.name} app server`);
  const log = opts.verbose ? (line: string) => console.log(line) : undefined;

  console.log(`▶ emulators (Firestore :${opts.ports.firestore}, Auth :${opts.ports.auth})`);
  const stack = await startStack({
    projectId: opts.projectId,
    firestorePort: opts.ports.firestore,
    authPort: opts.ports.auth,
    hubPort: opts.ports.hub,
    loggingPort: opts.ports.logging,
    workDir,
    log,
  });
  onCleanup("emulators", () => stack.stopAll());

  const firestoreHost = `127.0.0.1:${opts.ports.firestore}`;
  const authHost = `127.0.0.1:${opts.ports.auth}`;
  console.log("▶ demo data");
  await seed({ projectId: opts.projectId, authEmulatorHost: authHost, firestoreEmulatorHost: firestoreHost });
  await opts.beforeServer?.({ firestoreHost, authHost });

  const url = `http://127.0.0.1:${opts.ports.app}`;
  const origin = `http://localhost:${opts.ports.app}`;
  const logFile = path.join(workDir, "server.log");
  console.log(`▶ production server (:${opts.ports.app}, output in ${path.relative(root, logFile)})`);
  // The server writes straight to a file (no pipe through this process), and
  // `exec` keeps its pid the one whose memory is sampled.
  // SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the server.
  const nodeArgs = process.env.SERVER_NODE_ARGS ?? "";
  const server = await spawnManaged("server", "sh", ["-c", `exec "$0" ${nodeArgs} build/server.js >>"$1" 2>&1`, process.execPath, logFile], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(opts.ports.app),
      HOST: "127.0.0.1",
      ORIGIN: origin,
      FIREBASE_PROJECT_ID: opts.projectId,
      FIRESTORE_EMULATOR_HOST: firestoreHost,
      FIREBASE_AUTH_EMULATOR_HOST: authHost,
      ADMIN_EMAILS: DEMO_ADMIN_EMAILS.join(","),
      ...opts.env,
    },
    log,
  });
  onCleanup("server", () => server.stop());

  let exited = false;
  void server.exited.then(() => (exited = true));
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (exited) throw new Error(`the server exited before answering /healthz: see ${logFile}`);
    try {
      const res = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer /healthz within 30 s: see ${logFile}`);
    await sleep(200);
  }
  return { url, origin, projectId: opts.projectId, firestoreHost, authHost, server, logFile, workDir };
}

// ---------------------------------------------------------------- what to measure

export interface Discovered {
  /** Slugs and ids in sitemap order. */
  articles: string[];
  courses: string[];
  /** Free-preview lessons (the sitemap lists only those). */
  freeLessons: string[];
  tags: string[];
  /** URLs in the sitemap. */
  sitemapUrls: number;
}

/** Reads /sitemap.xml: the articles, courses, free lessons and tags that exist now. */
export async function discover(site: Site): Promise<Discovered> {
  const res = await fetch(`${site.url}/sitemap.xml`, { signal: AbortSignal.timeout(30_000) });
  if (!res.ok) throw new Error(`/sitemap.xml answered ${res.status}`);
  const xml = await res.text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!.replace(/&amp;/g, "&")));
  const found: Discovered = { articles: [], courses: [], freeLessons: [], tags: [], sitemapUrls: locs.length };
  for (const u of locs) {
    const [, kind, id] = /^\/(blog|course|lesson)\/([^/]+)$/.exec(u.pathname) ?? [];
    if (kind === "blog" && id && !id.includes(".")) found.articles.push(decodeURIComponent(id));
    else if (kind === "course" && id) found.courses.push(decodeURIComponent(id));
    else if (kind === "lesson" && id) found.freeLessons.push(decodeURIComponent(id));
    else if (u.pathname === "/blog" && u.searchParams.get("tag")) found.tags.push(u.searchParams.get("tag")!);
  }
  return found;
}

/** `/lesson/<id>` links in a page. */
export function lessonLinks(html: string): string[] {
  return [...new Set([...html.matchAll(/href="\/lesson\/([A-Za-z0-9_-]+)"/g)].map((m) => m[1]!))];
}

// ---------------------------------------------------------------- signed-in sessions

/** A real session cookie value for a demo account, made as the site's sign-in page makes one. */
export async function sessionFor(site: Site, uid: string): Promise<string> {
  const idToken = await idTokenForUid(uid, site.authHost);
  const res = await fetch(`${site.url}/api/auth/sessionLogin`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: site.origin },
    body: JSON.stringify({ idToken }),
  });
  if (!res.ok) throw new Error(`sessionLogin for ${uid} answered ${res.status}: ${await res.text()}`);
  const { sessionToken } = (await res.json()) as { sessionToken?: string };
  if (!sessionToken) throw new Error(`sessionLogin for ${uid} answered no sessionToken`);
  return sessionToken;
}

export interface SignedIn {
  uid: string;
  email: string;
  cookie: string;
  /** A lesson this student sees (from their dashboard), if any. */
  lesson: string | null;
}

/**
 * A signed-in demo student: the given e-mail, or the first demo student whose
 * dashboard links to a lesson (an enrolled course), or else the first student.
 */
export async function signedInStudent(site: Site, email?: string): Promise<SignedIn> {
  const candidates = email
    ? DEMO_ACCOUNTS.filter((a) => a.email === email)
    : DEMO_ACCOUNTS.filter((a) => a.role === "student");
  if (candidates.length === 0) throw new Error(`no demo account ${email ?? "with the student role"} (app/platform/demo-accounts.ts)`);
  let first: SignedIn | undefined;
  for (const account of candidates) {
    const cookie = `session=${await sessionFor(site, account.uid)}`;
    const res = await fetch(`${site.url}/dashboard`, { headers: { Cookie: cookie } });
    const lesson = res.ok ? (lessonLinks(await res.text())[0] ?? null) : null;
    const user = { uid: account.uid, email: account.email, cookie, lesson };
    if (lesson) return user;
    first ??= user;
  }
  return first!;
}
