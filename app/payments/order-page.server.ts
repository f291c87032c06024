/**
 * The student's order page (routes/orders.$id.tsx) and its QR picture
 * (routes/orders.$id_.qr[.]png.ts): whose order it is, and what the page shows while the
 * order waits for its payment: the QR picture, the PromptPay number to copy, the three steps.
 */
import type { SessionUser } from "~/auth/user";
import { idSchema } from "~/kernel/ids";
import { notFound, or503 } from "~/kernel/http.server";
import { formatDateTime } from "~/kernel/clock";
import { courseUrl } from "~/kernel/urls";
import { bahtNumber, formatBaht } from "./baht";
import { orderLabel, PAY } from "./messages";
import { orderStatus, type Order, type PaymentSettings } from "./model";
import { slipUrl } from "./payments.server";
import { readOrder, readPaymentSettings } from "./payments.store.server";
import { promptPayKind, promptPayPayload } from "./promptpay";
import { QR_PICTURE_SIZE, qrPictureVersion, type QrPictureSubject } from "./qr-picture.server";
import { orderQrUrl, receiptUrl } from "./urls";

/** The order, when `user` may see it (its student, an admin); else the Thai 404. */
export async function ownOrder(id: string | undefined, user: SessionUser): Promise<Order> {
  const parsed = idSchema.safeParse(id);
  const order = parsed.success ? await or503(readOrder(parsed.data)) : null;
  if (!order || (order.uid !== user.uid && !user.isAdmin)) notFound();
  return order;
}

/** Whether the order waits for a slip (pending, or its slip refused). */
const isOpen = (order: Order) => {
  const status = orderStatus(order);
  return status === "pending" || status === "rejected";
};

/** What the QR picture of an open order shows; null when the order is paid, closed, or the tutor set no PromptPay id. */
export function orderPicture(order: Order, settings: PaymentSettings): QrPictureSubject | null {
  if (!isOpen(order) || settings.promptPayId === "") return null;
  return { payload: promptPayPayload(settings.promptPayId, order.satang), amount: formatBaht(order.satang), recipient: settings.receiptName };
}

/** The name a saved picture gets ("promptpay-3500.png"). */
export const qrFileName = (order: Pick<Order, "satang">) => `promptpay-${bahtNumber(order.satang)}.png`;

/** The order page's data. */
export async function orderPage(order: Order) {
  const status = orderStatus(order);
  const open = isOpen(order);
  const settings = await or503(readPaymentSettings());
  const picture = orderPicture(order, settings);
  const promptPay = picture ? promptPayKind(settings.promptPayId) : null;
  return {
    status,
    label: orderLabel(order.item),
    amount: formatBaht(order.satang),
    recipient: settings.receiptName,
    qr: picture ? { src: orderQrUrl(order.id, qrPictureVersion(picture)), file: qrFileName(order), ...QR_PICTURE_SIZE } : null,
    promptPay: promptPay ? { digits: promptPay.digits, label: PAY.promptPay[promptPay.kind] } : null,
    ready: settings.promptPayId !== "",
    open,
    payBy: status === "pending" || (status === "rejected" && order.holdUntil) ? formatDateTime(new Date(order.expiresAt)) : null,
    rejectReason: order.rejectReason,
    payerName: order.payerName ?? "",
    slip: order.slip ? slipUrl(order.slip) : null,
    receipt: order.receipt ? { label: order.receipt, url: receiptUrl(order.receipt) } : null,
    course: order.item.kind === "course" ? courseUrl(order.item.slug) : null,
  };
}
