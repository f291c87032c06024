/** `/sessions/:id.ics`: one booking's calendar file (METHOD:PUBLISH), only for its student or an admin (anyone else: 404). */
import type { SessionUser } from "~/auth/user";
import { notFound, or503 } from "~/kernel/http.server";
import { getBooking, getType } from "./records.store.server";
import { bookingFileIcs } from "./ics.server";
import { idSchema } from "~/kernel/ids";

export async function bookingIcsFile(user: SessionUser, id: string): Promise<Response> {
  if (!idSchema.safeParse(id).success) notFound();
  const booking = await or503(getBooking(id));
  if (!booking || (booking.uid !== user.uid && !user.isAdmin)) notFound();
  const type = await or503(getType(booking.typeId));
  if (!type) notFound();
  return new Response(bookingFileIcs(booking, type), {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="session-${booking.id}.ics"`,
      "Cache-Control": "private, no-store",
    },
  });
}
