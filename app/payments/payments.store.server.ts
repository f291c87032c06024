/**
 * Payments in Firestore (the layout is in ./model.ts): settings, hour packages, orders,
 * slips' claims, receipts and the hours ledger. Confirming a payment is one transaction:
 * the order turns paid, the receipt takes the year's next number, the hours are granted and
 * the receipt e-mail is queued, exactly once whoever clicks twice and on whichever process.
 */
import { createHash } from "node:crypto";
import { FieldValue, type Transaction } from "firebase-admin/firestore";
import { bounded, db } from "~/platform/firestore.store.server";
import { tx } from "~/kernel/store.server";
import { enqueueMail } from "~/services/messaging/outbox.store.server";
import type { RenderedLetter } from "~/services/messaging/mail-letter.server";
import { heldGone, holdRanOut, pauseHold, readSessionGrant, resumeHold, writeSessionGrant } from "./session-hold.store.server";
import { MAX_STUDENT_SLIP_BYTES } from "~/files/index";
import { countLimitRefused } from "~/platform/metrics.server";
import { hoursOrder, MAX_OPEN_ORDERS, orderStatus, PAYMENT_COLLECTIONS as C, type HourPackage, type Order, type OrderRefund, type OrderSlip, type PaymentMethod, type PaymentSettings } from "./model";
import { buddhistYear, receiptId, receiptLabel } from "./receipt-number";
import { readCourseGrant, writeCourseGrant } from "./grant-course.store.server";
import { newId } from "~/kernel/ids";
import { nowDate, now as clockNow } from "~/kernel/clock";

/** A change the order's state does not allow (the route answers its Thai text). */
export class PaymentRefusedError extends Error {
  override name = "PaymentRefusedError";
  constructor(readonly reason: "reused" | "notOpen" | "notInReview" | "tooManyOpen" | "quota") {
    super(`payment refused: ${reason}`);
  }
}

// ---------------------------------------------------------------- settings and packages

const settingsRef = () => db().collection(C.config).doc("settings");

export async function readPaymentSettings(): Promise<PaymentSettings> {
  const data = (await bounded(settingsRef().get(), "payment settings read")).data() ?? {};
  return { promptPayId: String(data.promptPayId ?? ""), receiptName: String(data.receiptName ?? "") };
}

export async function savePaymentSettings(settings: PaymentSettings): Promise<void> {
  await bounded(settingsRef().set(settings), "payment settings write", 8_000);
}

export async function listPackages(onlyActive: boolean): Promise<HourPackage[]> {
  const snap = await bounded(db().collection(C.packages).get(), "hour packages read");
  return snap.docs
    .map((d) => ({ id: d.id, hours: Number(d.get("hours")), satang: Number(d.get("satang")), months: Number(d.get("months")), active: d.get("active") !== false }))
    .filter((p) => p.active || !onlyActive)
    .sort((a, b) => a.hours - b.hours || a.satang - b.satang);
}

export async function readPackage(id: string): Promise<HourPackage | null> {
  return (await listPackages(true)).find((p) => p.id === id) ?? null;
}

export async function addPackage(pkg: Omit<HourPackage, "id" | "active">, id: string = newId()): Promise<void> {
  await bounded(db().collection(C.packages).doc(id).set({ ...pkg, active: true, createdAt: clockNow() }), "hour package write", 8_000);
}

/** A package no longer sold: kept, since orders name it. */
export async function stopPackage(id: string): Promise<void> {
  await bounded(db().collection(C.packages).doc(id).set({ active: false }, { merge: true }), "hour package write", 8_000);
}

// ---------------------------------------------------------------- orders

export const orderRef = (id: string) => db().collection(C.orders).doc(id);

export function toOrder(id: string, data: FirebaseFirestore.DocumentData): Order {
  return { ...(data as Omit<Order, "id">), id };
}

/**
 * Inside a transaction that creates an order for `uid`: refused ("tooManyOpen") when
 * MAX_OPEN_ORDERS of theirs wait for a payment already (pending and not run out, or
 * rejected: waiting for a new slip). The query is read in the transaction, so two orders
 * at once cannot both pass. Orders in review (a slip sent) do not count.
 */
export async function checkOpenOrders(tx: Transaction, uid: string, now: number): Promise<void> {
  const { docs } = await tx.get(db().collection(C.orders).where("uid", "==", uid));
  const open = docs.filter((d) => {
    const status = orderStatus(d.data() as Pick<Order, "status" | "expiresAt">, now);
    return status === "pending" || status === "rejected";
  });
  if (open.length < MAX_OPEN_ORDERS) return;
  countLimitRefused("openOrders");
  throw new PaymentRefusedError("tooManyOpen");
}

export async function createHoursOrder(buyer: { uid: string; email: string; name: string | null }, pkg: HourPackage, now = clockNow()): Promise<string> {
  const id = newId();
  await tx("order write", async (tx) => {
    await checkOpenOrders(tx, buyer.uid, now);
    tx.create(orderRef(id), hoursOrder(buyer, pkg, now));
  });
  return id;
}

export async function readOrder(id: string): Promise<Order | null> {
  const snap = await bounded(orderRef(id).get(), "order read");
  return snap.exists ? toOrder(id, snap.data()!) : null;
}

/** The orders waiting for the tutor's check, oldest slip first. */
export async function listOrdersInReview(): Promise<Order[]> {
  const snap = await bounded(db().collection(C.orders).where("status", "==", "review").get(), "slips to review read");
  return snap.docs.map((d) => toOrder(d.id, d.data())).sort((a, b) => (a.slip?.uploadedAt ?? 0) - (b.slip?.uploadedAt ?? 0));
}

const claimId = (kind: "ref" | "img", value: string) => `${kind}:${createHash("sha256").update(value, "utf8").digest("hex")}`;

/**
 * Attaches a slip to `uid`'s open order (pending, or rejected and waiting for a new slip):
 * its reference and its picture (with its perceptual hash) are claimed for this order, and a
 * claim another order holds refuses it ("reused"). Its `size` (bytes stored) is added to the
 * student's slip quota, refused past MAX_STUDENT_SLIP_BYTES ("quota"), as hand-ins' in their
 * transaction. The order then waits for the tutor, with the name its receipt is to be made
 * out to (`payerName`, "ออกใบเสร็จในนาม"; null: the student's).
 */
export async function attachSlip(orderId: string, uid: string, slip: OrderSlip, size: number, payerName: string | null = null, now = clockNow()): Promise<void> {
  await tx("attach slip", async (tx) => {
    const snap = await tx.get(orderRef(orderId));
    if (!snap.exists || snap.get("uid") !== uid) throw new PaymentRefusedError("notOpen");
    const order = toOrder(orderId, snap.data()!);
    const status = orderStatus(order, now);
    if ((status !== "pending" && status !== "rejected") || holdRanOut(order, now)) throw new PaymentRefusedError("notOpen");
    // A held booking cancelled meanwhile (by the student) is not paid for.
    if (order.holdPath && heldGone((await tx.get(db().doc(order.holdPath))).get("status"))) throw new PaymentRefusedError("notOpen");
    const claims = [claimId("img", slip.sha256), ...(slip.ref ? [claimId("ref", slip.ref)] : [])].map((id) => db().collection(C.claims).doc(id));
    const quotaRef = db().collection(C.slipQuota).doc(uid);
    const [quota, ...held] = await tx.getAll(quotaRef, ...claims);
    if (held.some((c) => c.exists && c.get("orderId") !== orderId)) throw new PaymentRefusedError("reused");
    const used = Number(quota!.get("bytes")) || 0;
    if (used + size > MAX_STUDENT_SLIP_BYTES) {
      countLimitRefused("slipQuota");
      throw new PaymentRefusedError("quota");
    }
    tx.set(quotaRef, { bytes: used + size, updatedAt: now });
    // The picture's claim also keeps its perceptual hash (slip-prints.store.server.ts reads them).
    for (const c of claims) tx.set(c, c.id.startsWith("img:") && slip.print ? { orderId, at: now, print: slip.print } : { orderId, at: now });
    tx.update(orderRef(orderId), { slip, status: "review", rejectReason: null, payerName });
    pauseHold(tx, order, now);
  });
}

/**
 * Refuses the slip of an order in review, in one transaction: the order waits for a new slip, a
 * held booking's clock runs again (`resumeHold`), and `tell` queues what the student is sent (the
 * e-mail and LINE with the reason, the link and, for a held booking, the new end of the hold).
 */
export async function rejectSlip(
  orderId: string,
  reason: string,
  tell: (tx: Transaction, order: Order, holdUntil: number | null) => Promise<void>,
  now = clockNow(),
): Promise<void> {
  await tx("reject slip", async (tx) => {
    const snap = await tx.get(orderRef(orderId));
    if (!snap.exists || snap.get("status") !== "review") throw new PaymentRefusedError("notInReview");
    const order = toOrder(orderId, snap.data()!);
    tx.update(orderRef(orderId), { status: "rejected", rejectReason: reason });
    await tell(tx, order, resumeHold(tx, order, now));
  });
}

export interface ConfirmedPayment {
  receipt: string;
  /** False when the order was already paid (a second click, another process): nothing was written. */
  changed: boolean;
}

/**
 * Confirms a payment in one transaction: the order turns paid, the receipt takes the year's
 * next number (no gaps: the counter moves only here), the hours are granted (the ledger and
 * the balance) and the receipt e-mail is queued. A paid order answers its receipt unchanged.
 */
export async function confirmPayment(orderId: string, letter: (receipt: string) => RenderedLetter, now = nowDate()): Promise<ConfirmedPayment> {
  return oneConfirmAtATime(() => confirmTx(orderId, letter, now));
}

/**
 * This process confirms one payment at a time: every confirm writes the year's counter, and
 * many transactions on one document at once make Firestore abort and retry them for seconds.
 * Correctness does not depend on it (the transaction holds across processes).
 */
let confirmQueue: Promise<unknown> = Promise.resolve();
export function oneConfirmAtATime<T>(work: () => Promise<T>): Promise<T> {
  const mine = confirmQueue.catch(() => undefined).then(work);
  confirmQueue = mine;
  return mine;
}

function confirmTx(orderId: string, letter: (receipt: string) => RenderedLetter, now: Date): Promise<ConfirmedPayment> {
  return tx("confirm payment", async (tx) => {
    const snap = await tx.get(orderRef(orderId));
    if (!snap.exists) throw new PaymentRefusedError("notInReview");
    const order = toOrder(orderId, snap.data()!);
    if (order.status === "paid" && order.receipt) return { receipt: order.receipt, changed: false };
    if (order.status !== "review") throw new PaymentRefusedError("notInReview");
    return payOrderTx(tx, order, letter, now, false);
  });
}

/**
 * Inside a transaction: `order` becomes paid, takes the receipt and grants what it bought (the
 * one path of a confirmed slip and of a payment recorded by hand; `fresh`: the order is new
 * and written here whole).
 */
export async function payOrderTx(tx: Transaction, order: Order, letter: (receipt: string) => RenderedLetter, now: Date, fresh: boolean): Promise<ConfirmedPayment> {
  const orderId = order.id;
  const year = buddhistYear(now);
  const counterRef = db().collection(C.counters).doc(String(year));
  const counter = await tx.get(counterRef);
  const balanceRef = db().collection(C.balances).doc(order.uid);
  const balance = await tx.get(balanceRef);
  const enrolled = order.item.kind === "course" ? await readCourseGrant(tx, order.uid, order.item) : false;
  const sessionGrant = order.item.kind === "session" ? await readSessionGrant(tx, order) : null;
  const seq = Number(counter.get("last") ?? 0) + 1;
  const label = receiptLabel(year, seq);
  const rendered = letter(label);
  await enqueueMail(tx, { to: order.email, ...rendered, dedupeKey: `receipt:${orderId}`, recipientUid: order.uid }, { read: false });
  tx.set(counterRef, { last: seq });
  tx.create(db().collection(C.receipts).doc(receiptId(year, seq)), {
    label,
    orderId,
    uid: order.uid,
    name: order.name,
    email: order.email,
    item: order.item,
    satang: order.satang,
    paidAt: now.getTime(),
    method: order.method ?? "promptpay",
    ...(order.payerName ? { payerName: order.payerName } : {}),
  });
  // An open order paid by hand also keeps how (by-hand.store.server.ts passes them on the order).
  const paid = { status: "paid", receipt: label, paidAt: now.getTime(), ...handFields(order) } as const;
  if (fresh) tx.create(orderRef(orderId), { ...withoutId(order), ...paid });
  else tx.update(orderRef(orderId), paid);
  if (order.item.kind === "course") writeCourseGrant(tx, order.uid, order.item, enrolled);
  if (order.item.kind === "session") await writeSessionGrant(tx, order, sessionGrant);
  if (order.item.kind !== "hours") return { receipt: label, changed: true };
  const minutes = order.item.hours * 60;
  const expiresAt = new Date(now);
  expiresAt.setMonth(expiresAt.getMonth() + order.item.months);
  tx.create(db().collection(C.ledger).doc(`grant-${orderId}`), {
    uid: order.uid,
    kind: "grant",
    minutes,
    orderId,
    at: now.getTime(),
    expiresAt: expiresAt.getTime(),
  });
  tx.set(balanceRef, { minutes: Number(balance.get("minutes") ?? 0) + minutes });
  return { receipt: label, changed: true };
}

/** What a payment by hand sets on an order that existed before it: the method, the note, the payer's name. */
function handFields(order: Order): Partial<Pick<Order, "method" | "note" | "payerName">> {
  return {
    ...(order.method ? { method: order.method } : {}),
    ...(order.note ? { note: order.note } : {}),
    ...(order.payerName ? { payerName: order.payerName } : {}),
  };
}

function withoutId(order: Order): Omit<Order, "id"> {
  const { id: _id, ...rest } = order;
  return rest;
}

export interface Receipt {
  label: string;
  orderId: string;
  uid: string;
  name: string | null;
  email: string;
  item: Order["item"];
  satang: number;
  paidAt: number;
  /** Absent on receipts written before methods were recorded: PromptPay. */
  method?: PaymentMethod;
  refund?: OrderRefund;
  /** "ออกใบเสร็จในนาม" (model.ts Order `payerName`); absent: made out to the student. */
  payerName?: string;
}

export async function readReceipt(label: string): Promise<Receipt | null> {
  const m = /^(\d{4})\/(\d{4,})$/.exec(label);
  if (!m) return null;
  const snap = await bounded(db().collection(C.receipts).doc(receiptId(Number(m[1]), Number(m[2]))).get(), "receipt read");
  return snap.exists ? (snap.data() as Receipt) : null;
}

/** The student's hours of credit, in minutes. */
export async function readHourBalance(uid: string): Promise<number> {
  return Number((await bounded(db().collection(C.balances).doc(uid).get(), "hours read")).get("minutes") ?? 0);
}

/** Every receipt, oldest first (the income page and its CSV). */
export async function listReceipts(): Promise<Receipt[]> {
  const snap = await bounded(db().collection(C.receipts).get(), "receipts read");
  return snap.docs.map((d) => d.data() as Receipt).sort((a, b) => a.paidAt - b.paidAt);
}

const receiptRef = (label: string) => db().collection(C.receipts).doc(label.replace("/", "-"));

/**
 * The tutor makes a receipt out to `payerName` (a parent who paid), or back to the student
 * (null): the receipt and its order together.
 */
export async function setReceiptPayer(label: string, payerName: string | null): Promise<boolean> {
  return tx("receipt payer", async (tx) => {
    const snap = await tx.get(receiptRef(label));
    if (!snap.exists) return false;
    const value = payerName ?? FieldValue.delete();
    tx.update(snap.ref, { payerName: value });
    tx.update(orderRef(String(snap.get("orderId"))), { payerName: value });
    return true;
  });
}

/**
 * Queues the receipt's e-mail again (the tutor's "ส่งใบเสร็จอีกครั้ง"): `key` is made when the
 * tutor's ask-first step is shown, so a second post of the same step queues nothing more.
 */
export async function resendReceipt(label: string, key: string, letter: (order: Order) => RenderedLetter): Promise<boolean> {
  return tx("resend receipt", async (tx) => {
    const receipt = await tx.get(receiptRef(label));
    if (!receipt.exists) return false;
    const orderId = String(receipt.get("orderId"));
    const snap = await tx.get(orderRef(orderId));
    if (!snap.exists) return false;
    const order = toOrder(orderId, snap.data()!);
    await enqueueMail(tx, { to: order.email, ...letter(order), dedupeKey: `receipt-again:${orderId}:${key}`, recipientUid: order.uid });
    return true;
  });
}
