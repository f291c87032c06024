/**
 * The site's API client: base path /api, cookies included, JSON
 * bodies, X-Session-Token and Authorization bearer headers from the token set on
 * the request or the in-memory token (the HttpOnly `session` cookie travels by
 * itself), a 10-second time-out and a Thai error text
 * for no answer and for a failed request.
 */

import { apiUrl } from "~/kernel/urls";

export const REQUEST_TIMEOUT_MS = 10_000;
export const NO_ANSWER_MESSAGE = "ไม่สามารถเชื่อมต่อกับเซิร์ฟเวอร์ได้";
export const SEND_FAILED_MESSAGE = "เกิดข้อผิดพลาดในการส่งคำขอ";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    message: string,
    /** HTTP status, or 0 when no answer came / the request could not be sent. */
    readonly status: number,
    readonly kind: "http" | "no-answer" | "send-failed",
    readonly body?: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  /** A token for this request only; it wins over the in-memory one. */
  token?: string;
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
}

export interface ApiClientOptions {
  baseUrl?: string;
  fetch?: typeof fetch;
  logger?: (message: string, error: ApiError) => void;
  timeoutMs?: number;
}

/** 401 and 403 answers on paths under /auth/ are expected and not logged. */
function shouldLog(path: string, error: ApiError): boolean {
  return !((error.status === 401 || error.status === 403) && path.startsWith("/auth/"));
}

/** The message: the body's `error`, else its `message`, else `HTTP Error {status}`. */
function httpErrorMessage(status: number, body: unknown): string {
  if (body && typeof body === "object") {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === "string" && error) return error;
    if (typeof message === "string" && message) return message;
  }
  return `HTTP Error ${status}`;
}

export function createApiClient(options: ApiClientOptions = {}) {
  const baseUrl = (options.baseUrl ?? apiUrl()).replace(/\/$/, "");
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const log = options.logger ?? ((message, error) => console.error(message, error.status || "", error.message));
  let memoryToken: string | null = null;

  async function request<T>(method: HttpMethod, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
    let built: Request;
    try {
      const headers: Record<string, string> = { Accept: "application/json", "Content-Type": "application/json", ...opts.headers };
      const token = opts.token ?? memoryToken;
      if (token) {
        headers["X-Session-Token"] = token;
        headers["Authorization"] = `Bearer ${token}`;
      }
      const url = `${baseUrl}${path.startsWith("/") ? path : `/${path}`}`;
      const init: RequestInit = { method, headers, credentials: "include" };
      if (body !== undefined && (method === "POST" || method === "PUT" || method === "PATCH")) {
        init.body = JSON.stringify(body);
      }
      // Building the Request checks the URL and the headers before anything is sent.
      built = new Request(new URL(url, globalThis.location?.href), init);
    } catch {
      return fail(path, new ApiError(SEND_FAILED_MESSAGE, 0, "send-failed"));
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), opts.timeoutMs ?? options.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const onAbort = () => controller.abort();
    opts.signal?.addEventListener("abort", onAbort);
    let response: Response;
    try {
      response = await doFetch(new Request(built, { signal: controller.signal }));
    } catch (error) {
      // A TypeError from fetch is a network failure or a time-out (abort): the
      // request went out but no answer came. Anything else could not be sent.
      const sent = error instanceof TypeError || (error as Error)?.name === "AbortError";
      return fail(path, sent ? new ApiError(NO_ANSWER_MESSAGE, 0, "no-answer") : new ApiError(SEND_FAILED_MESSAGE, 0, "send-failed"));
    } finally {
      clearTimeout(timer);
      opts.signal?.removeEventListener("abort", onAbort);
    }

    const text = await response.text().catch(() => "");
    let parsed: unknown = undefined;
    if (text) {
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = text;
      }
    }
    if (!response.ok) {
      return fail(path, new ApiError(httpErrorMessage(response.status, parsed), response.status, "http", parsed));
    }
    return parsed as T;
  }

  function fail(path: string, error: ApiError): never {
    if (shouldLog(path, error)) log(`API ${path} failed:`, error);
    throw error;
  }

  return {
    setToken(token: string | null) {
      memoryToken = token;
    },
    getToken: () => memoryToken,
    get: <T>(path: string, opts?: RequestOptions) => request<T>("GET", path, undefined, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("POST", path, body, opts),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PUT", path, body, opts),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) => request<T>("PATCH", path, body, opts),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>("DELETE", path, undefined, opts),
  };
}

