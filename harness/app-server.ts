/**
 * Starts the production server (`node build/server.js`) for tests, on its own
 * port, with its output kept in a file (the log-scanning test reads it).
 * `args` runs another entry of the built app instead (e.g. remix-serve), and
 * `readyPath` is what answers 200 once it listens (server.ts: /healthz).
 */
import { spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");

export interface AppServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
  output(): string;
  /** The exit code once it has exited (null before, or when killed by a signal). */
  exitCode(): number | null;
}

export async function startAppServer(opts: {
  port: number;
  env?: Record<string, string>;
  logFile?: string;
  args?: string[];
  readyPath?: string;
}): Promise<AppServer> {
  const url = `http://localhost:${opts.port}`;
  const readyPath = opts.readyPath ?? "/healthz";
  const child = spawn(process.execPath, opts.args ?? ["build/server.js"], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(opts.port),
      HOST: "127.0.0.1",
      ORIGIN: url,
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const file = opts.logFile ? createWriteStream(opts.logFile, { flags: "a" }) : null;
  const collect = (chunk: Buffer) => {
    text += chunk.toString();
    file?.write(chunk);
  };
  child.stdout.on("data", collect);
  child.stderr.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

  const deadline = Date.now() + 30_000;
  for (;;) {
    const early = await Promise.race([exited, new Promise((r) => setTimeout(r, 200, "wait"))]);
    if (early !== "wait") throw new Error(`server exited (${String(early)}) before answering:\n${text}`);
    try {
      const res = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer ${readyPath} within 30 s:\n${text}`);
    }
  }

  return {
    url,
    pid: child.pid!,
    output: () => text,
    exitCode: () => child.exitCode,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 12_000);
      await exited;
      clearTimeout(timer);
      file?.end();
    },
  };
}
