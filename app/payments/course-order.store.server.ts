/**
 * Orders of paid courses (docs/payments.md): the student's open order for a course (waiting for
 * a payment, a slip's check or a new slip) is reused rather than made twice. Confirming one
 * enrols the student: grant-course.store.server.ts.
 */
import type { DocumentSnapshot } from "firebase-admin/firestore";
import { bounded, db } from "~/platform/firestore.store.server";
import { newOrder, orderStatus, PAYMENT_COLLECTIONS as C, type CourseItem, type Order } from "./model";
import { checkOpenOrders } from "./payments.store.server";
import { tx } from "~/kernel/store.server";
import { newId } from "~/kernel/ids";
import { now as clockNow } from "~/kernel/clock";

const openOrdersOf = (uid: string, courseId: string) => db().collection(C.orders).where("uid", "==", uid).where("item.courseId", "==", courseId);

/** The id of the first order still open (not paid, not expired), or null. */
function firstOpen(docs: readonly DocumentSnapshot[], now: number): string | null {
  const open = docs.find((d) => {
    const status = orderStatus(d.data() as Pick<Order, "status" | "expiresAt">, now);
    return status === "pending" || status === "review" || status === "rejected";
  });
  return open?.id ?? null;
}

/** The student's orders for this course: the open one (or null), and whether one was paid. */
export async function courseOrdersOf(uid: string, courseId: string, now = clockNow()): Promise<{ open: string | null; paid: boolean }> {
  const { docs } = await bounded(openOrdersOf(uid, courseId).get(), "course orders read");
  return { open: firstOpen(docs, now), paid: docs.some((d) => d.get("status") === "paid") };
}

/** The student's order for the course: the open one if there is one (`reused`), else a new one (within MAX_OPEN_ORDERS). */
export function orderCourse(buyer: Pick<Order, "uid" | "email" | "name">, item: CourseItem, now = clockNow()): Promise<{ id: string; reused: boolean }> {
  return tx("course order", async (tx) => {
    const open = firstOpen((await tx.get(openOrdersOf(buyer.uid, item.courseId))).docs, now);
    if (open) return { id: open, reused: true };
    await checkOpenOrders(tx, buyer.uid, now);
    const id = newId();
    tx.create(db().collection(C.orders).doc(id), newOrder(buyer, item, now));
    return { id, reused: false };
  });
}
