/**
 * The student's side of paying: the order's QR for its exact amount, and a slip sent for it
 * (accepted by the files feature, its QR read, its reference and picture claimed). What the
 * slip check proves and does not: docs/payments.md.
 */
import { shownName } from "~/auth/user";
import { acceptFile, addFileUse, removeFileUse, slipOwner } from "~/files/index.server";
import { renderLetter } from "~/platform/mail-letter.server";
import { serverOrigin } from "~/platform/origin.server";
import { formatDuration } from "~/platform/thai";
import { fileUrl } from "~/platform/urls";
import { formatBaht } from "./baht";
import type { PackageOffer } from "./HourPackages";
import { packageLabel, RECEIPT, SLIP_ERRORS, validityLabel } from "./messages";
import type { Order } from "./model";
import { attachSlip, listPackages, PaymentRefusedError, readHourBalance } from "./payments.store.server";
import { promptPayPayload } from "./promptpay";
import { qrSvg, readQr } from "./qr.server";
import { receiptUrl } from "./urls";

/** The QR (SVG) that pays `order` to the tutor's PromptPay id. */
export function orderQr(order: Pick<Order, "satang">, promptPayId: string): Promise<string> {
  return qrSvg(promptPayPayload(promptPayId, order.satang));
}

export type SlipResult = { ok: true; manual: boolean } | { ok: false; error: string };

/** A slip sent for `order`: a picture only; refused when its reference or picture paid another order. */
export async function submitSlip(order: Order, bytes: Buffer): Promise<SlipResult> {
  const accepted = await acceptFile(bytes);
  if (!accepted.ok) return { ok: false, error: accepted.error };
  if (accepted.file.info.kind !== "image") return { ok: false, error: SLIP_ERRORS.notImage };
  // The code is read from the bytes as sent: re-encoding only ever loses detail.
  const ref = (await readQr(bytes)) ?? (await readQr(accepted.file.bytes));
  const owner = slipOwner(order.uid, order.id);
  const use = await addFileUse(owner, "สลิป", accepted.file);
  const ext = use.contentType === "image/png" ? "png" : "jpg";
  try {
    await attachSlip(order.id, order.uid, { sha256: use.sha256, ext, ref, uploadedAt: Date.now() });
  } catch (error) {
    await removeFileUse(owner, use.sha256);
    if (error instanceof PaymentRefusedError) return { ok: false, error: SLIP_ERRORS[error.reason === "reused" ? "reused" : "notOpen"] };
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
        parts: [RECEIPT.mailGreeting(shownName(order)), RECEIPT.mailIntro(formatBaht(order.satang)), `${RECEIPT.itemLabel(order.item.hours)}: ${formatBaht(order.satang)}`],
        link: { line: RECEIPT.mailLink, url: receiptUrl(label) },
      },
      serverOrigin(),
    );
}

/** The packages students may buy, as /tutoring lists them, and (signed in) the hours the student has left. */
export async function packageOffers(uid: string | null): Promise<{ offers: PackageOffer[]; hoursLeft: string | null }> {
  const [packages, minutes] = await Promise.all([listPackages(true), uid ? readHourBalance(uid) : null]);
  return {
    offers: packages.map((p) => ({ id: p.id, label: packageLabel(p.hours, formatBaht(p.satang)), validity: validityLabel(p.months) })),
    hoursLeft: minutes === null ? null : formatDuration(minutes),
  };
}
