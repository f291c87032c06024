/**
 * nginx for the failover test: Debian's package, installed the way
 * scripts/test.ts installs Chromium (apt-get, as root only), and run in the
 * foreground from a private directory with the config of docs/nginx.example.conf
 * (upstreams, retries) on test ports.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

/** The nginx binary, installing Debian's package when it is missing; or why there is none. */
export function findNginx(): { path: string } | { reason: string } {
  if (existsSync(NGINX)) return { path: NGINX };
  if (process.platform !== "linux" || !existsSync("/usr/bin/apt-get")) return { reason: `nginx is not at ${NGINX} and there is no apt-get to install it (set NGINX_PATH)` };
  if (process.getuid?.() !== 0) return { reason: `nginx is not at ${NGINX}: run "sudo apt-get install -y nginx" or set NGINX_PATH` };
  for (const args of [["update", "-qq"], ["install", "-y", "-qq", "--no-install-recommends", "nginx"]]) {
    const r = spawnSync("apt-get", args, { stdio: "pipe", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" }, timeout: 300_000 });
    if (r.status !== 0) return { reason: `apt-get ${args.join(" ")} failed: ${String(r.stderr).trim().split("\n").at(-1) ?? ""}` };
  }
  return existsSync(NGINX) ? { path: NGINX } : { reason: `apt-get installed nginx but ${NGINX} is missing` };
}

export interface Nginx {
  url: string;
  stop(): Promise<void>;
  errorLog(): string;
}

/**
 * Starts nginx on `port` in front of `upstreams` (host:port), with the
 * example config's proxy settings, in the foreground (its own process group).
 */
export async function startNginx(bin: string, opts: { port: number; upstreams: string[]; dir: string }): Promise<Nginx> {
  const dir = path.resolve(opts.dir);
  mkdirSync(dir, { recursive: true });
  const example = readFileSync(path.resolve(import.meta.dirname, "../../docs/nginx.example.conf"), "utf8");
  // The example's proxy settings (between its markers), used as they are.
  const proxy = /# --- proxy settings ---\n([\s\S]*?)# --- end of proxy settings ---/.exec(example)?.[1];
  if (!proxy) throw new Error("docs/nginx.example.conf has no proxy settings block");
  const conf = `
${process.getuid?.() === 0 ? "user root;" : ""}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${opts.upstreams.map((u) => `    server ${u} max_fails=1 fail_timeout=30s;`).join("\n")}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${opts.port};
    location / {
      proxy_pass http://app;
${proxy}
    }
  }
}
`;
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, conf);
  const check = spawnSync(bin, ["-t", "-p", dir, "-c", file], { encoding: "utf8" });
  if (check.status !== 0) throw new Error(`nginx -t failed: ${check.stderr}`);
  const child: ChildProcess = spawn(bin, ["-p", dir, "-c", file], { stdio: "ignore", detached: true });
  const exited = new Promise<void>((resolve) => child.on("exit", () => resolve()));
  const url = `http://localhost:${opts.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error(`nginx did not answer on ${url}: ${readLog(dir)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    errorLog: () => readLog(dir),
    async stop() {
      if (child.exitCode !== null) return;
      try {
        process.kill(-child.pid!, "SIGQUIT");
      } catch {
        // gone
      }
      const timer = setTimeout(() => {
        try {
          process.kill(-child.pid!, "SIGKILL");
        } catch {
          // gone
        }
      }, 5_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

function readLog(dir: string): string {
  try {
    return readFileSync(path.join(dir, "error.log"), "utf8");
  } catch {
    return "";
  }
}
