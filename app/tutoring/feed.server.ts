/**
 * The personal calendar feed (`/calendar/<token>.ics`): `/sessions` shows
 * `feedView` and posts intent "rotate-feed" to `rotateFeed`; the admin agenda
 * does the same for the tutor's feed. The token is a secret: never logged.
 */
import { readBookingsOf } from "./admin.store.server";
import { listSessionsBetween, listTypes } from "./records.store.server";
import { currentFeedToken, feedOwner, FEED_TOKEN_PATTERN, newFeedToken, type FeedScope } from "./feed.store.server";
import { siteOrigin, studentFeedIcs, tutorFeedIcs } from "./ics.server";
import { sitePath } from "~/platform/urls";

export interface FeedView {
  /** https URL of `/calendar/<token>.ics`, or null while the user has none. */
  https: string | null;
  webcal: string | null;
}

const DAY = 86_400_000;
/** Feeds show this far back. */
const FEED_PAST_DAYS = 30;
/** The tutor's feed shows this far ahead. */
const TUTOR_FEED_AHEAD_DAYS = 60;

function feedUrls(token: string | null, origin: string): FeedView {
  if (!token) return { https: null, webcal: null };
  const https = `${origin}${sitePath(["calendar", `${token}.ics`])}`;
  return { https, webcal: https.replace(/^https?:/, "webcal:") };
}

export async function feedView(uid: string, origin: string, scope: FeedScope = "student"): Promise<FeedView> {
  return feedUrls(await currentFeedToken(uid, scope), origin);
}

/** Makes a new secret token for the user (the old one stops working). */
export async function rotateFeed(uid: string, scope: "student" | "tutor"): Promise<void> {
  await newFeedToken(uid, scope);
}

/** The feed's calendar text for a `/calendar/<token>.ics` request, or null (malformed or unknown token: 404). */
export async function feedCalendar(token: string, now = new Date()): Promise<string | null> {
  if (!FEED_TOKEN_PATTERN.test(token)) return null;
  const owner = await feedOwner(token);
  if (!owner) return null;
  const origin = siteOrigin();
  const titles = new Map((await listTypes({ publishedOnly: false })).map((t) => [t.id, t.title]));
  const from = new Date(now.getTime() - FEED_PAST_DAYS * DAY);
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
  const sessions = await listSessionsBetween(from, new Date(now.getTime() + TUTOR_FEED_AHEAD_DAYS * DAY));
  return tutorFeedIcs(
    sessions.map((session) => ({
      session,
      title: titles.get(session.typeId) ?? "",
      students: session.bookings.filter((b) => b.status === "confirmed").length,
    })),
    origin
  );
}
