/**
 * Production entry (and, with NODE_ENV=development, the dev server with Vite in
 * middleware mode). Express serves static files, health checks and the Remix
 * request handler; it keeps no state of its own, so several instances can run
 * behind a load balancer.
 */
import cluster from "node:cluster";
import path from "node:path";
import v8 from "node:v8";
import { pathToFileURL } from "node:url";
import { createServer, type Server } from "node:http";
import zlib from "node:zlib";
import express from "express";
import compression from "compression";
import { createRequestHandler } from "@remix-run/express";
import type { AppLoadContext, ServerBuild } from "@remix-run/node";
import { accessLog } from "./server/access-log";
import { healthz, readyz } from "./server/health";
import { sameOriginOnly } from "./server/csrf";
import { securityHeaders } from "./server/security-headers";
import { requestLimits } from "./server/limits";
import { htmlCache, type HtmlCache } from "./server/html-cache";
import { bodyDeadlines, boundConnections, quietAfterCut, serverOptions, type SlowClientLimits } from "./server/slow-clients";
import { answerMetricsAsks, metricsEndpoint, metricsFromPrimary } from "./server/metrics";

/**
 * What server.ts uses of the app: app/entry.server.tsx's exports, reached only
 * through the Remix server build, so each app module (env, Firebase, caches,
 * the page-view counter) exists once per process. (A type-only import: the
 * bundle of this file holds no app code.)
 */
type AppHooks = typeof import("./app/entry.server");
type Env = ReturnType<AppHooks["getEnv"]>;

interface LoadedApp {
  build: ServerBuild | (() => Promise<ServerBuild>);
  hooks: AppHooks;
  /** Development: Vite's middleware (HMR, modules). */
  vite?: { middlewares: express.RequestHandler };
}

/** The Remix server build: build/server in production, Vite's in development. */
async function loadApp(production: boolean): Promise<LoadedApp> {
  if (production) {
    const build = (await import(pathToFileURL(path.join(process.cwd(), "build/server/index.js")).href)) as ServerBuild;
    return { build, hooks: build.entry.module as unknown as AppHooks };
  }
  const vite = await import("vite");
  // Vite serves the project's source: its HMR socket listens where the app does
  // (env.server.ts: HOST, loopback by default outside production).
  const host = process.env.HOST || "127.0.0.1";
  const wildcard = host === "0.0.0.0" || host === "::";
  const viteServer = await vite.createServer({ server: { middlewareMode: true, hmr: wildcard ? {} : { host } } });
  const load = () => viteServer.ssrLoadModule("virtual:remix/server-build") as Promise<ServerBuild>;
  const first = await load();
  return { build: load, hooks: first.entry.module as unknown as AppHooks, vite: viteServer };
}

const SHUTDOWN_GRACE_MS = 10_000;
/** Cluster: more worker deaths than this within RESTART_WINDOW_MS stop the server (exit 1). */
const MAX_RESTARTS = 5;
const RESTART_WINDOW_MS = 60_000;

function loadEnvOrExit(hooks: AppHooks): Env {
  try {
    return hooks.getEnv();
  } catch (error) {
    if (error instanceof hooks.EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** The bounds on slow clients and connections (server/slow-clients.ts), from the environment. */
function slowClientLimits(env: Env): SlowClientLimits {
  return {
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    uploadRequestTimeoutMs: env.UPLOAD_REQUEST_TIMEOUT_MS,
    minBytesPerSecond: env.MIN_BODY_BYTES_PER_SECOND,
    graceMs: env.BODY_RATE_GRACE_MS,
    maxConnections: env.MAX_CONNECTIONS,
  };
}

async function main({ build, hooks, vite }: LoadedApp) {
  const env = loadEnvOrExit(hooks);
  const production = env.NODE_ENV === "production";
  const limits = slowClientLimits(env);
  // Bounds the heap's growth under load (env.server.ts says why); V8 reads it at every full collection.
  if (production && env.HEAP_GROWING_PERCENT > 0) v8.setFlagsFromString(`--heap-growing-percent=${env.HEAP_GROWING_PERCENT}`);
  const app = express();
  app.disable("x-powered-by");
  if (env.TRUST_PROXY > 0) app.set("trust proxy", env.TRUST_PROXY);
  // Every request's duration by route (app/platform/metrics.server.ts: the route id, never the path).
  app.use((req, res, next) => {
    const started = process.hrtime.bigint();
    const { path: requestPath, method } = req;
    res.once("close", () =>
      hooks.observeRequest({ path: requestPath, method, status: res.statusCode, seconds: Number(process.hrtime.bigint() - started) / 1e9, servedStatic: res.locals.servedStatic === true }),
    );
    next();
  });
  // A body that comes too slowly, or for too long, is cut off with 408 (server/slow-clients.ts).
  app.use(bodyDeadlines(limits, (req) => req.method === "POST" && hooks.uploadBodyBound(req.path) !== null, hooks.countRequestCut));
  if (env.ACCESS_LOG === "1") app.use(accessLog(hooks.logPath));
  app.use(hooks.countPageViews); // page views per day and path, buffered, flushed every 10 s (app/services/stats/page-views.store.server.ts)
  app.use(securityHeaders({ production }));
  // Production: anonymous public pages from memory, keyed by URL and content
  // version (server/html-cache.ts, with the app's own rules).
  const cache: HtmlCache | null = production
    ? htmlCache({
        version: () => hooks.contentVersionForCache(),
        policy: hooks.policyForPath,
        canonicalSearch: hooks.canonicalSearch,
        anonymous: hooks.isAnonymous,
        pickEncoding: hooks.pickEncoding,
        compress: hooks.compressInBackground,
      })
    : null;
  if (cache) app.use(cache.serve);
  // Brotli with the small window of content-encoding.server.ts (why: see there).
  app.use(compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_LGWIN]: hooks.BROTLI_WINDOW_BITS } } }));

  app.get("/healthz", healthz);
  app.get("/readyz", readyz(hooks.readinessChecks));
  // Prometheus text behind METRICS_TOKEN; a cluster worker asks the primary for every worker's sum.
  app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN, cluster.isWorker ? metricsFromPrimary() : hooks.metricsText));

  if (production) {
    const root = process.cwd();
    // Vite fingerprints everything under /assets: cache it for a year.
    // Marks what it serves for the request metrics' "static" label.
    const setHeaders = (res: express.Response) => void (res.locals.servedStatic = true);
    app.use("/assets", express.static(path.join(root, "build/client/assets"), { immutable: true, maxAge: "1y", index: false, setHeaders }));
    // The rest of public/ (favicon and the like): only paths that name a file,
    // so page requests do not cost a file-system lookup each.
    const publicFiles = express.static(path.join(root, "build/client"), { maxAge: "1h", index: false, setHeaders });
    app.use((req, res, next) => (/\.[A-Za-z0-9]+$/.test(req.path) ? publicFiles(req, res, next) : next()));
    if (process.env.BENCH_READS === "1") {
      // For `npm run bench` only: the data layer's own count of Firestore reads.
      app.get("/__bench/reads", (_req, res) =>
        res
          .set("Cache-Control", "no-store")
          // With WEB_CONCURRENCY > 1 each process counts its own: the bench sums them by pid.
          .json({
            pid: process.pid,
            workers: env.WEB_CONCURRENCY,
            reads: hooks.firestoreReadCount(),
            memory: process.memoryUsage(),
          }),
      );
    }
  } else if (vite) {
    app.use(vite.middlewares);
  }

  app.use(requestLimits(hooks.uploadBodyBound, hooks.countUploadRefused)); // only upload paths take multipart, and more (app/platform/upload-limit.ts)
  app.use(sameOriginOnly(env.ORIGIN));
  if (cache) app.use(cache.capture);
  app.all(
    "*",
    createRequestHandler({
      build,
      mode: production ? "production" : "development",
      // The facts server.ts gives the app (docs/architecture.md, "The load context"): the
      // client address (behind TRUST_PROXY proxies) for per-client rate limits, and when
      // this process received the request (a refused booking's page).
      getLoadContext: (req): AppLoadContext => ({ clientIp: req.ip ?? "unknown", receivedAt: Date.now() }),
    }),
  );
  app.use(quietAfterCut);

  hooks.startPageViewFlusher();
  hooks.startOutboxSender(env); // e-mail outbox (app/services/messaging/outbox-sender.server.ts); idle without SMTP_URL or LINE
  hooks.startFileSweeper(); // orphaned file chunks (app/files/sweeper.server.ts)
  hooks.startParentNotes(); // the parents' weekly notes (app/parents/sweep.server.ts)
  hooks.startHoursExpiry(); // hours of credit past their end (app/payments/expiry-sweep.server.ts)
  hooks.startHoldSweep(); // paid bookings' holds released when no slip came in time (app/tutoring/hold-sweep.server.ts)
  hooks.startQueueSweep(); // a full group time's queue: offers that ran out passed to the next (app/tutoring/queue.server.ts)
  hooks.startExamDeadlineSweep(); // mock exam attempts graded at their deadline (app/exams/deadline-sweep.server.ts)
  const server: Server = createServer(serverOptions(limits), app);
  boundConnections(server, limits, hooks.countRequestCut);
  server.listen(env.PORT, env.HOST, () => {
    console.log(`Server ready on http://localhost:${env.PORT} (${env.NODE_ENV}, listening on ${env.HOST})`);
  });
  server.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EADDRINUSE") {
      console.error(`Port ${env.PORT} is already in use: stop what uses it or set PORT.`);
      process.exit(1);
    }
    throw error;
  });
  // Keep-alive sockets must not outlive a load balancer's idle timeout by much.
  server.keepAliveTimeout = 65_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping`);
    const force = setTimeout(() => {
      console.error(`Requests still open after ${SHUTDOWN_GRACE_MS} ms: closing them`);
      server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      clearTimeout(force);
      hooks.stopContentCache(); // the content listener
      await hooks.stopPageViewFlusher(); // the last buffered page views
      await hooks.stopOutboxSender(); // the mail being sent, if any
      hooks.stopFileSweeper();
      hooks.stopParentNotes();
      hooks.stopHoursExpiry();
      hooks.stopHoldSweep();
      hooks.stopQueueSweep();
      hooks.stopExamDeadlineSweep();
      await hooks.closeFirebase().catch(() => undefined);
      console.log("Stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * WEB_CONCURRENCY > 1 in production: this process only forks that many
 * servers (node:cluster shares the port between them), replaces one that dies
 * once it has served, and on SIGTERM/SIGINT stops them all gracefully and
 * exits 0. A worker that dies before it listens (a taken port, say) stops the
 * whole server with exit 1: another would fail the same way.
 */
function runPrimary(env: Env, hooks: AppHooks): void {
  let stopping = false;
  let failed = false;
  const listening = new Set<number>();
  const restarts: number[] = [];
  answerMetricsAsks(hooks.clusterMetricsText); // GET /metrics on any worker: the sum of them all
  for (let i = 0; i < env.WEB_CONCURRENCY; i++) cluster.fork();
  console.log(`Cluster: ${env.WEB_CONCURRENCY} server processes`);

  const exitWhenAllGone = () => {
    if (stopping && Object.values(cluster.workers ?? {}).every((w) => !w || w.isDead())) process.exit(failed ? 1 : 0);
  };
  cluster.on("listening", (worker) => listening.add(worker.id));
  cluster.on("exit", (worker, code, signal) => {
    const served = listening.delete(worker.id);
    if (!stopping) {
      const now = Date.now();
      restarts.push(now);
      while (restarts[0]! < now - RESTART_WINDOW_MS) restarts.shift();
      if (!served || restarts.length > MAX_RESTARTS) {
        failed = true;
        stop(served ? `${restarts.length} server processes died within a minute` : "a server process failed to start");
      } else {
        console.error(`Cluster: server process ${worker.process.pid ?? "?"} exited (${signal ?? String(code)}): starting another`);
        cluster.fork();
      }
    }
    exitWhenAllGone();
  });

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`Cluster: ${reason}, stopping the server processes`);
    for (const worker of Object.values(cluster.workers ?? {})) if (worker && !worker.isDead()) worker.process.kill("SIGTERM");
    // Each worker bounds its own stop by SHUTDOWN_GRACE_MS; this is the backstop.
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS + 5_000).unref();
    exitWhenAllGone();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

async function start(): Promise<void> {
  const loaded = await loadApp(process.env.NODE_ENV === "production");
  const env = loadEnvOrExit(loaded.hooks);
  if (cluster.isPrimary && env.NODE_ENV === "production" && env.WEB_CONCURRENCY > 1) {
    runPrimary(env, loaded.hooks);
    return;
  }
  return main(loaded);
}

start().catch((error: unknown) => {
  console.error(error instanceof Error ? `Start failed: ${error.message}` : error);
  process.exit(1);
});
