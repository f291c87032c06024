/**
 * The parent's two pages, /parent/confirm/<token> and /parent/stop/<token>:
 * a GET only shows where the link stands (a mail scanner that follows the
 * link changes nothing); the page's one button posts, and the post answers
 * 303 back to the page with a notice. An unknown token is the Thai 404, an
 * expired confirmation the Thai 410: never a 500. The token is the route's
 * secret parameter (the access log prints `:token`).
 */
import { data, redirect } from "@remix-run/node";
import { readProfile } from "~/auth/profile.store.server";
import { readForm } from "~/kernel/form.server";
import { or503 } from "~/kernel/http.server";
import { noticeCookie } from "~/platform/notice.server";
import { PARENT_TOKEN_PATTERN, readToken, spendToken, type TokenKind, type TokenLookup } from "./link.store.server";
import { PARENT_PAGES } from "./messages";
import type { ParentPageView } from "./page-view";
import { parentConfirmUrl, parentStopUrl } from "./urls";

const HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer" };

async function viewOf(found: TokenLookup, kind: TokenKind, token: string) {
  if (found.kind !== "found") return data<ParentPageView>({ view: found.kind }, { status: found.kind === "expired" ? 410 : 404, headers: HEADERS });
  const name = (await or503(readProfile(found.link.uid)))?.displayName ?? PARENT_PAGES.someone;
  const action = kind === "confirm" ? parentConfirmUrl(token) : parentStopUrl(token);
  return data<ParentPageView>({ view: "link", kind, action, name, state: found.link.state }, { headers: HEADERS });
}

/** The page's kind and token from the URL, or null (anything else is the 404, without a read). */
function linkOf(kind: string | undefined, token: string | undefined): { kind: TokenKind; token: string } | null {
  if (kind !== "confirm" && kind !== "stop") return null;
  return token && PARENT_TOKEN_PATTERN.test(token) ? { kind, token } : null;
}

/** GET: where the link stands, and the button if there is something to do. */
export async function parentPageLoader(kindParam: string | undefined, tokenParam: string | undefined) {
  const link = linkOf(kindParam, tokenParam);
  if (!link) return viewOf({ kind: "unknown" }, "confirm", "");
  return viewOf(await or503(readToken(link.token, link.kind)), link.kind, link.token);
}

/** POST (the page's button, or a mail app's one-click `List-Unsubscribe=One-Click`): confirm or stop, then back to the page. */
export async function parentPageAction(request: Request, kindParam: string | undefined, tokenParam: string | undefined) {
  await readForm(request, { maxBytes: 1024 });
  const link = linkOf(kindParam, tokenParam);
  if (!link) return viewOf({ kind: "unknown" }, "confirm", "");
  const { kind, token } = link;
  const found = await or503(spendToken(token, kind));
  if (found.kind !== "found") return viewOf(found, kind, token);
  const url = kind === "confirm" ? parentConfirmUrl(token) : parentStopUrl(token);
  const done = found.link.state === (kind === "confirm" ? "confirmed" : "stopped");
  const headers = new Headers(HEADERS);
  if (done) headers.append("Set-Cookie", noticeCookie(kind === "confirm" ? PARENT_PAGES.confirm.done : PARENT_PAGES.stop.done));
  return redirect(url, { status: 303, headers });
}
