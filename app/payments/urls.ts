/** The payments pages' addresses (built on kernel/urls.ts's sitePath). */
import { sitePath } from "~/kernel/urls";

export const orderUrl = (id: string) => sitePath(["orders", id]);
/** The order's QR as a PNG to keep ("บันทึกรูป QR"); `v`: what it shows (qr-picture.server.ts), so a browser keeps it. */
export const orderQrUrl = (id: string, v: string) => sitePath(["orders", id, "qr.png"], { v });
/** The confirmation step before an order of an hour package is made. */
export const newOrderUrl = (packageId: string) => sitePath(["orders", "new"], { package: packageId });
/** A receipt's page; `from`: the tutor opened it from the student's page (its back link goes there, not to the payments page). */
export const receiptUrl = (label: string, from?: ReceiptFrom) => sitePath(["receipts", label.replace("/", "-")], from ? { from } : undefined);
export type ReceiptFrom = "student";
/** The step that asks first before a course is bought. */
export const newCourseOrderUrl = (slug: string) => sitePath(["orders", "new"], { course: slug });
/** A paid course's "ซื้อคอร์สนี้ 1,500 บาท" (learning's EnrolForm `buy`); undefined for a free one. */
export const courseBuy = (course: { slug: string; price: number | null; priceLabel: string }) =>
  course.price === null ? undefined : { url: newCourseOrderUrl(course.slug), priceLabel: course.priceLabel };
