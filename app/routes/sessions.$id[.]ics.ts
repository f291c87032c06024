import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";
import { pageHandle } from "~/platform/page-policy";
import { bookingIcsFile } from "~/tutoring/ics-file.server";

export const handle = pageHandle({ public: false, views: false });

/** GET /sessions/:id.ics: the booking's calendar file, for the booker or an admin (else 404). */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return bookingIcsFile(user, params.id ?? "");
}
