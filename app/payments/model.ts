/**
 * Payments: the shapes the feature shares (browser-safe). Amounts are whole satang, hours of
 * credit whole minutes. Firestore layout (docs/payments.md):
 *
 * - `paymentConfig/settings`: the tutor's PromptPay id and the name on receipts;
 * - `hourPackages/{id}`: an hour package offered to students ("10 ชั่วโมง 3,500 บาท").
 * - `paymentOrders/{id}`: one order of one student (Order below), its slip and its status.
 * - `slipClaims/{ref:<sha256 of the reference> | img:<sha256 of the picture>}`: `{ orderId }`,
 *   created when a slip is attached: a reference or picture is used by one order only.
 * - `receiptCounters/{buddhist year}`: `{ last }`; `receipts/{2569-0001}`: one confirmed payment.
 * - `hourLedger/{id}`: one grant, use, refund or expiry; `hourBalances/{uid}`: `{ minutes }`,
 *   the sum of the student's entries, written in the same transaction as each entry.
 * - `slipQuota/{uid}`: `{ bytes }`, what the student's slips take, added to as each is attached.
 */
import { now as clockNow } from "~/kernel/clock";

export const PAYMENT_COLLECTIONS = {
  config: "paymentConfig",
  packages: "hourPackages",
  orders: "paymentOrders",
  claims: "slipClaims",
  counters: "receiptCounters",
  receipts: "receipts",
  ledger: "hourLedger",
  balances: "hourBalances",
  slipQuota: "slipQuota",
} as const;

export interface PaymentSettings {
  /** Digits only: a mobile number, a 13-digit id or an e-wallet id (promptpay.ts); "" when unset. */
  promptPayId: string;
  /** The name on receipts and under the QR (the account's holder). */
  receiptName: string;
}

export interface HourPackage {
  id: string;
  hours: number;
  satang: number;
  /** How long the hours stay valid after payment. */
  months: number;
  active: boolean;
}

export type OrderStatus = "pending" | "review" | "paid" | "rejected" | "expired";

export type OrderItem = HoursItem | SessionItem | CourseItem;

export interface HoursItem {
  kind: "hours";
  packageId: string;
  hours: number;
  months: number;
  satang: number;
}

/** How an order was paid: a PromptPay slip checked by the tutor, or a payment the tutor recorded by hand. */
export type PaymentMethod = "promptpay" | "cash" | "transfer" | "other";

/** A paid course (course-order.store.server.ts): confirming enrols the student (grant-course.store.server.ts). */
export interface CourseItem {
  kind: "course";
  courseId: string;
  /** The course's address and title when it was bought (the receipt keeps them). */
  slug: string;
  title: string;
  satang: number;
}

/** One booked session of a type with a price per session (its booking is held until paid). */
export interface SessionItem {
  kind: "session";
  bookingId: string;
  sessionId: string;
  typeId: string;
  title: string;
  startsAt: number;
  endsAt: number;
  satang: number;
  /**
   * A weekly series' one order (tutoring/series.store.server.ts): `satang` is every week's price,
   * `bookingId`/`startsAt` the first week's, `startsAt` here each week's; the hold's `holdPath` is
   * the series document, and its release cancels every week.
   */
  series?: { id: string; weeks: number; startsAt: number[] };
}

export interface OrderSlip {
  sha256: string;
  ext: string;
  /** The transaction reference the slip's QR code holds; null when no code was readable. */
  ref: string | null;
  /** The picture's perceptual hash (slip-print.server.ts); absent on slips sent before it was kept. */
  print?: string;
  uploadedAt: number;
}

export interface Order {
  id: string;
  uid: string;
  email: string;
  name: string | null;
  item: OrderItem;
  satang: number;
  /** As stored; a pending order past `expiresAt` reads as "expired" (orderStatus). */
  status: OrderStatus;
  slip: OrderSlip | null;
  rejectReason: string | null;
  /** "2569/0001" once paid. */
  receipt: string | null;
  createdAt: number;
  expiresAt: number;
  paidAt: number | null;
  /** Absent on orders paid by slip before methods were recorded: "promptpay". */
  method?: PaymentMethod;
  /** The tutor's note on a payment recorded by hand. */
  note?: string;
  /**
   * "ออกใบเสร็จในนาม": the name the receipt is made out to when someone else pays (a parent),
   * given when paying or by the tutor (payer-name.ts checks it); absent: the student's name.
   */
  payerName?: string | null;
  /** Money given back (at most what was paid), once. */
  refund?: OrderRefund;
  /**
   * A held booking's order (session-hold.store.server.ts): the path of the held document (its
   * `payment` field is kept in step), and when the hold ends unless a slip came (null while the
   * slip waits for the tutor, and once decided). The hold sweep finds orders by `holdUntil`.
   */
  holdPath?: string;
  holdUntil?: number | null;
  /** While a slip waits for the tutor: the time the hold had left when the slip came (a refusal resumes it). */
  holdLeftMs?: number;
}

export interface OrderRefund {
  satang: number;
  reason: string;
  at: number;
}

/**
 * Orders one student may have waiting for a payment at once (pending, or rejected and
 * waiting for a new slip): the next is refused until one is paid or runs out.
 */
export const MAX_OPEN_ORDERS = 3;

/** An unpaid order without a slip closes after this long. */
export const ORDER_TTL_MS = 3 * 24 * 3600_000;
/** A paid booking holds its time this long for a slip. */
export const HOLD_MS = 30 * 60_000;
/**
 * After a refused slip the hold resumes with the time it had left when the slip came (the clock
 * does not start again), but never less than this: time to read the refusal's e-mail and send another.
 */
export const HOLD_AFTER_REFUSAL_MIN_MS = 15 * 60_000;

/** A new order for an hour package, waiting for its payment (the store's and the seed's one shape). */
export function hoursOrder(buyer: Pick<Order, "uid" | "email" | "name">, pkg: HourPackage, now: number): Omit<Order, "id"> {
  return newOrder(buyer, { kind: "hours", packageId: pkg.id, hours: pkg.hours, months: pkg.months, satang: pkg.satang }, now);
}

/** A new order of `item` for its price, waiting for its payment. */
export function newOrder(buyer: Pick<Order, "uid" | "email" | "name">, item: OrderItem, now: number): Omit<Order, "id"> {
  return {
    uid: buyer.uid,
    email: buyer.email,
    name: buyer.name,
    item,
    satang: item.satang,
    status: "pending",
    slip: null,
    rejectReason: null,
    receipt: null,
    createdAt: now,
    expiresAt: now + ORDER_TTL_MS,
    paidAt: null,
  };
}

/** The status a person reads: a pending order past its time is expired, though nothing wrote it. */
export function orderStatus(order: Pick<Order, "status" | "expiresAt">, now = clockNow()): OrderStatus {
  return order.status === "pending" && order.expiresAt <= now ? "expired" : order.status;
}
