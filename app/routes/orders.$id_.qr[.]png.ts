import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/auth/guards.server";
import { PAY } from "~/payments/messages";
import { orderPicture, ownOrder, qrFileName } from "~/payments/order-page.server";
import { readPaymentSettings } from "~/payments/payments.store.server";
import { qrPicture, QrPictureBusyError, qrPictureVersion } from "~/payments/qr-picture.server";
import { notFound, or503 } from "~/kernel/http.server";
import { pageHandle } from "~/platform/page-policy";

/** Not a page: a student's own picture, never in the HTML cache, not counted. */
export const handle = pageHandle({ public: false, views: false });

/**
 * GET /orders/:id/qr.png?v=… — the QR of an open order as a picture to keep, the amount and
 * the recipient under it (payments/qr-picture.server.ts): for its student and the tutor only,
 * while the order waits for its payment. With the current `v` (what it shows) the browser may
 * keep it; any other `v` (the tutor changed the PromptPay id since) is not kept.
 */
export async function loader({ params, request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  const order = await ownOrder(params.id, user);
  const subject = orderPicture(order, await or503(readPaymentSettings()));
  if (!subject) notFound();
  const current = new URL(request.url).searchParams.get("v") === qrPictureVersion(subject);
  let png: Buffer;
  try {
    png = await qrPicture(subject);
  } catch (error) {
    if (!(error instanceof QrPictureBusyError)) throw error;
    return new Response(PAY.pictureBusy, { status: 503, headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "5", "Cache-Control": "no-store" } });
  }
  return new Response(new Uint8Array(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Content-Disposition": `inline; filename="${qrFileName(order)}"`,
      "Cache-Control": current ? "private, max-age=31536000, immutable" : "private, no-store",
    },
  });
}
