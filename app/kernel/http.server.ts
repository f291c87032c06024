import { data } from "@remix-run/node";
import type { z } from "zod";
import { UnavailableError } from "~/platform/errors";
import { firstIssue } from "./form";

/** Largest JSON body an API route accepts (an ID token is about 1 KB). */
const MAX_JSON_BYTES = 16 * 1024;

/**
 * A JSON answer of a resource route. (Remix's `data()` is for routes with UI:
 * in a resource route its status and headers would be dropped.)
 */
export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}) {
  return Response.json(body, { status: init.status ?? 200, headers: { "Cache-Control": "no-store", ...init.headers } });
}

export function jsonError(status: number, error: string, init: { headers?: Record<string, string> } = {}) {
  return json({ error }, { status, headers: init.headers });
}

/**
 * Reads and validates a JSON request body. Throws a 4xx JSON Response for a
 * wrong content type (415), an oversized body (413), malformed JSON or a body
 * that does not match `schema` (400): never a 500.
 */
export async function readJsonBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!/^application\/json\b/i.test(type)) throw jsonError(415, "Content-Type must be application/json");
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > MAX_JSON_BYTES) throw jsonError(413, `body larger than ${MAX_JSON_BYTES} bytes`);
  let text: string;
  try {
    text = await request.text();
  } catch {
    throw jsonError(400, "could not read the request body");
  }
  if (Buffer.byteLength(text) > MAX_JSON_BYTES) throw jsonError(413, `body larger than ${MAX_JSON_BYTES} bytes`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw jsonError(400, "malformed JSON");
  }
  const result = schema.safeParse(parsed);
  if (!result.success) {
    const issue = firstIssue(result.error);
    throw jsonError(400, `${issue?.path || "body"}: ${issue?.message ?? ""}`);
  }
  return result.data;
}

/** Loader for action-only API routes: any GET/HEAD is 405. */
export function methodNotAllowed(allow: string) {
  return jsonError(405, "method not allowed", { headers: { Allow: allow } });
}

/**
 * A page's reads: a model's UnavailableError (Firestore does not answer and
 * nothing is cached) becomes the Thai 503 error page instead of a 500.
 */
export async function or503<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof UnavailableError) throw data({ message: error.message }, { status: 503 });
    throw error;
  }
}

/**
 * The site's one 404: thrown, so a loader, an action or a helper stops there. A page shows
 * its error boundary's Thai 404 (the admin words its own); a data or resource request gets
 * this Thai text.
 */
export function notFound(): never {
  throw new Response("ไม่พบหน้านี้", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}
