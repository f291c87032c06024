/**
 * The personal calendar feed (`/calendar/<token>.ics`): `/sessions` says
 * whether the student has one (`hasFeed`) and posts intent "rotate-feed" to
 * `rotateFeed`, whose answer, the new link, the page shows that once; the admin
 * agenda does the same for the tutor's feed. The token is a secret: stored only
 * as its hash, never logged (the route declares it secret), not in backups.
 * A feed answers only while its account is active, the tutor's only while its
 * owner is an admin (`accountStanding`, cached a minute per process).
 */
import { readBookingsOf } from "./admin.store.server";
import { listSessionsBetween, listTypes } from "./records.store.server";
import { feedOwner, FEED_TOKEN_PATTERN, newFeedToken, type FeedScope } from "./feed.store.server";
import { siteOrigin, studentFeedIcs, tutorFeedIcs } from "./ics.server";
import { accountStanding } from "~/auth/account.server";
import { sitePath } from "~/kernel/urls";
import { DAY_MS, nowDate } from "~/kernel/clock";

export { hasFeed } from "./feed.store.server";

/** A feed's two addresses, shown once, when the link is made. */
export interface FeedLink {
  /** https URL of `/calendar/<token>.ics`. */
  https: string;
  webcal: string;
}

/** Feeds show this far back. */
const FEED_PAST_DAYS = 30;
/** The tutor's feed shows this far ahead. */
const TUTOR_FEED_AHEAD_DAYS = 60;

/** Makes a new secret token for the user (the old one stops working); answers its link, to be shown once. */
export async function rotateFeed(uid: string, scope: FeedScope, origin: string): Promise<FeedLink> {
  const token = await newFeedToken(uid, scope);
  const https = `${origin}${sitePath(["calendar", `${token}.ics`])}`;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

/** The feed's calendar text for a `/calendar/<token>.ics` request, or null (malformed or unknown token: 404). */
export async function feedCalendar(token: string, now = nowDate()): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const owner = await feedOwner(token);
  if (!owner) return null;
  const standing = await accountStanding(owner.uid);
  if (!standing.active || (owner.scope === "tutor" && !standing.isAdmin)) return null;
  const origin = siteOrigin();
  const titles = new Map((await listTypes({ publishedOnly: false })).map((t) => [t.id, t.title]));
  const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY_MS);
  if (owner.scope === "student") {
    const bookings = await readBookingsOf(owner.uid, from);
    return studentFeedIcs(
      bookings.map((booking) => ({
        booking,
        title: titles.get(booking.typeId) ?? "",
      })),
      origin
    );
  }
  const sessions = await listSessionsBetween(from, new Date(now.getTime() + TUTOR_FEED_AHEAD_DAYS * DAY_MS));
  return tutorFeedIcs(
    sessions.map((session) => ({
      session,
      title: titles.get(session.typeId) ?? "",
      students: session.bookings.filter((b) => b.status === "confirmed").length,
    })),
    origin
  );
}
