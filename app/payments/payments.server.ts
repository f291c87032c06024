/**
 * The student's side of paying: the order's QR for its exact amount, and a slip sent for it
 * (accepted by the files feature, its QR read, its reference and picture claimed). What the
 * slip check proves and does not: docs/payments.md.
 */
import { shownName } from "~/auth/user";
import { acceptFile, addFileUse, removeFileUse, slipOwner } from "~/files/index.server";
import { renderLetter } from "~/services/messaging/mail-letter.server";
import { countUploadRefused } from "~/platform/metrics.server";
import { serverOrigin } from "~/platform/origin.server";
import { formatDuration } from "~/platform/thai";
import { clockOf, formatThaiDate, now } from "~/kernel/clock";
import type { Transaction } from "firebase-admin/firestore";
import { fileUrl } from "~/kernel/urls";
import { formatBaht } from "./baht";
import type { PackageOffer } from "./HourPackages";
import { soonestExpiry } from "./hour-lots";
import { listLedger } from "./hours.store.server";
import { hoursText, itemLabel, ORDER, packageLabel, RECEIPT, SLIP_ERRORS, SLIP_REFUSED_MAIL, validityLabel } from "./messages";
import type { Order } from "./model";
import { attachSlip, listPackages, PaymentRefusedError, readHourBalance } from "./payments.store.server";
import { readQr } from "./qr.server";
import { slipPrint } from "./slip-print.server";
import { orderUrl, receiptUrl } from "./urls";
import { NOTIFY_TITLES, notify, sendToStudent } from "~/services/messaging/index.server";

export type SlipResult = { ok: true; manual: boolean } | { ok: false; error: string };

/**
 * A slip sent for `order`: a picture only; refused when its reference or picture paid another
 * order. `payerName`: who the receipt is made out to (payer-name.ts; null: the student).
 */
export async function submitSlip(order: Order, bytes: Buffer, payerName: string | null = null): Promise<SlipResult> {
  // The code is read from the bytes as sent (re-encoding only ever loses detail), on the CPU
  // pool within its budget (qr.server.ts), while the picture is accepted; the print from the
  // stored copy (slip-print.server.ts).
  const reading = readQr(bytes);
  const accepted = await acceptFile(bytes);
  if (!accepted.ok || accepted.file.info.kind !== "image") {
    await reading;
    if (accepted.ok) countUploadRefused("kind"); // a PDF: the files feature counted its own refusals
    return { ok: false, error: accepted.ok ? SLIP_ERRORS.notImage : accepted.error };
  }
  const [ref, print] = await Promise.all([reading, slipPrint(accepted.file.bytes)]);
  const owner = slipOwner(order.uid, order.id);
  const use = await addFileUse(owner, "สลิป", accepted.file);
  const ext = use.contentType === "image/png" ? "png" : "jpg";
  try {
    await attachSlip(order.id, order.uid, { sha256: use.sha256, ext, ref, ...(print ? { print } : {}), uploadedAt: now() }, use.size, payerName);
  } catch (error) {
    await removeFileUse(owner, use.sha256);
    if (error instanceof PaymentRefusedError) return { ok: false, error: SLIP_ERRORS[error.reason === "reused" || error.reason === "quota" ? error.reason : "notOpen"] };
    throw error;
  }
  return { ok: true, manual: ref === null };
}

export const slipUrl = (slip: NonNullable<Order["slip"]>) => fileUrl(slip.sha256, slip.ext);

/** The receipt e-mail of a confirmed order (text and HTML, the one template). */
export function receiptLetter(order: Order) {
  return (label: string) =>
    renderLetter(
      {
        subject: RECEIPT.mailSubject(label),
        parts: [RECEIPT.mailGreeting(shownName(order)), RECEIPT.mailIntro(formatBaht(order.satang)), `${itemLabel(order.item)}: ${formatBaht(order.satang)}`],
        link: { line: RECEIPT.mailLink, url: receiptUrl(label) },
      },
      serverOrigin(),
    );
}

/**
 * What a refused slip sends the student, in the refusal's transaction (`rejectSlip`): by e-mail
 * and LINE (the kind `payment`), with the reason, what to pay, a held booking's new end of hold
 * (`holdUntil`) and a button to the order. Its key is the notification's: one per slip refused.
 */
export function slipRefusedNews(reason: string) {
  return async (tx: Transaction, order: Order, holdUntil: number | null): Promise<void> => {
    const M = SLIP_REFUSED_MAIL;
    const what = itemLabel(order.item);
    const letter = renderLetter(
      {
        subject: M.subject(what),
        parts: [
          RECEIPT.mailGreeting(shownName(order)),
          M.intro,
          M.reason(reason),
          M.item(what, formatBaht(order.satang)),
          holdUntil === null ? M.again : `${M.held(clockOf(new Date(holdUntil)))}\n${M.again}`,
        ],
        link: { line: M.link, url: orderUrl(order.id), button: M.button },
      },
      serverOrigin(),
    );
    const link = new URL(orderUrl(order.id), serverOrigin()).href;
    await sendToStudent(tx, { uid: order.uid, email: order.email, kind: "payment", letter, link, dedupeKey: `payment:${order.id}:rejected:${order.slip?.sha256 ?? ""}` }, { read: false });
  };
}

/** The e-mail of a refund: the amount, the reason, and the hours taken back (if any). */
export function refundLetter(order: Order, minutes: number) {
  const refund = order.refund!;
  return renderLetter(
    {
      subject: RECEIPT.refundSubject(order.receipt ?? ""),
      parts: [
        RECEIPT.mailGreeting(shownName(order)),
        RECEIPT.refundIntro(formatBaht(refund.satang), refund.reason),
        ...(minutes > 0 ? [RECEIPT.refundHours(formatDuration(minutes))] : []),
      ],
      link: { line: RECEIPT.mailLink, url: receiptUrl(order.receipt ?? "") },
    },
    serverOrigin(),
  );
}

/** The student's notification of a refund (after its transaction; never fails it). */
export async function notifyRefund(order: Order): Promise<void> {
  await notify(order.uid, {
    kind: "payment",
    title: NOTIFY_TITLES.refunded(formatBaht(order.refund!.satang), order.receipt ?? ""),
    link: receiptUrl(order.receipt ?? ""),
    key: `payment:${order.id}:refunded`,
  });
}

/** The packages students may buy, as /tutoring lists them, and (signed in) the hours the student has left. */
export async function packageOffers(uid: string | null): Promise<{ offers: PackageOffer[]; hoursLeft: string | null; hoursUntil: string | null }> {
  const read = async () => {
    const [packages, minutes] = await Promise.all([listPackages(true), uid ? readHourBalance(uid) : null]);
    // The ledger (for until when the hours last) only for a student who has hours left.
    return { packages, minutes, until: uid && minutes ? soonestExpiry(await listLedger(uid), now()) : null };
  };
  const got = await read().catch((error: unknown) => {
    // Firestore slow or away: the page goes on without its packages.
    console.error(`payments: the packages on offer not read (${error instanceof Error ? error.message : String(error)})`);
    return null;
  });
  if (!got) return { offers: [], hoursLeft: null, hoursUntil: null };
  const { packages, minutes, until } = got;
  return {
    offers: packages.map((p) => ({ id: p.id, label: packageLabel(p.hours, formatBaht(p.satang)), validity: validityLabel(p.months) })),
    hoursLeft: minutes === null ? null : hoursText(minutes),
    hoursUntil: until === null ? null : ORDER.hoursUntil(formatThaiDate(until)),
  };
}

/** The student's notification on the site once the tutor has decided on a slip (after its transaction; never fails the decision). */
export async function notifyDecision(order: Pick<Order, "id" | "uid" | "slip">, decision: { receipt: string } | { reason: string }): Promise<void> {
  const paid = "receipt" in decision;
  await notify(order.uid, {
    kind: "payment",
    title: paid ? NOTIFY_TITLES.paid(decision.receipt) : NOTIFY_TITLES.slipRejected(decision.reason),
    link: paid ? receiptUrl(decision.receipt) : orderUrl(order.id),
    key: paid ? `payment:${order.id}:paid` : `payment:${order.id}:rejected:${order.slip?.sha256 ?? ""}`,
  });
}
