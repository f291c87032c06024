/**
 * A child process for `npm run soak`: autocannon's API with a list of requests
 * that every connection cycles through (a mix of pages). Config is one JSON
 * argument; the result is one JSON line on stdout.
 */
import autocannon from "autocannon";

interface Config {
  url: string;
  connections: number;
  duration: number;
  requests: Array<{ path: string; headers?: Record<string, string> }>;
}

const config = JSON.parse(process.argv[2]!) as Config;
const result = await autocannon({
  url: config.url,
  connections: config.connections,
  duration: config.duration,
  timeout: 30,
  requests: config.requests.map((r) => ({ method: "GET", path: r.path, headers: r.headers })),
});
process.stdout.write(
  JSON.stringify({
    requests: result.requests.total,
    rps: result.requests.average,
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    status_codes: Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, s]) => [code, s.count])),
  }) + "\n",
);
