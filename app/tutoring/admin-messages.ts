/**
 * The tutor side's Thai texts (admin pages, e-mails, calendar files) and the
 * one way they show a session's time: in Bangkok, Buddhist year, whatever the
 * server's TZ. Browser-safe.
 */
import { BRAND, TUTOR_NAME } from "~/platform/site";
import { formatThaiDate, THAI_TIME_ZONE } from "~/platform/thai";
import type { Attendance, TypeKind } from "./model";

const CLOCK = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: THAI_TIME_ZONE });

/** "09:30" in Bangkok. */
function bangkokClock(at: Date): string {
  return CLOCK.format(at);
}

/** "วันพุธที่ 5 มีนาคม พ.ศ. 2568 เวลา 09:00–10:00 น." (Bangkok). */
export function sessionWhen(start: Date, end: Date): string {
  return `${formatThaiDate(start, "full")} เวลา ${bangkokClock(start)}–${bangkokClock(end)} น.`;
}

export const KIND_LABELS: Record<TypeKind, string> = { one: "ตัวต่อตัว (1:1)", group: "กลุ่ม" };
export const ATTENDANCE_LABELS: Record<Exclude<Attendance, null>, string> = { attended: "มาเรียน", absent: "ขาดเรียน" };

export const MAIL = {
  greeting: (name: string) => `สวัสดี ${name}`,
  signoff: "ติวกับพี่",
  pageLine: "ดูรายละเอียดและลิงก์เข้าเรียน (เปิดให้ก่อนเริ่ม 15 นาที) ได้ที่",
  confirmed: {
    studentSubject: (title: string) => `ยืนยันการจอง: ${title}`,
    studentIntro: "การจองเรียนสดของน้องได้รับการยืนยันแล้ว",
    tutorSubject: (title: string) => `มีการจองใหม่: ${title}`,
    tutorIntro: (who: string) => `${who} จองเรียนสดแล้ว`,
  },
  rescheduled: {
    studentSubject: (title: string) => `เลื่อนเวลาเรียนแล้ว: ${title}`,
    studentIntro: "เวลาเรียนสดของน้องเปลี่ยนเป็นเวลาใหม่แล้ว",
    tutorSubject: (title: string) => `มีการเลื่อนเวลาเรียน: ${title}`,
    tutorIntro: (who: string) => `${who} เลื่อนเวลาเรียน`,
    previous: "เวลาเดิม",
  },
  cancelled: {
    studentSubject: (title: string) => `ยกเลิกการเรียนแล้ว: ${title}`,
    studentIntroByStudent: "น้องยกเลิกการจองเรียนสดนี้แล้ว",
    studentIntroByTutor: "ขออภัย พี่ต้องยกเลิกการเรียนสดครั้งนี้",
    tutorSubject: (title: string) => `มีการยกเลิกการเรียน: ${title}`,
    tutorIntroByStudent: (who: string) => `${who} ยกเลิกการจอง`,
    tutorIntroByTutor: (who: string) => `ยกเลิกการเรียนของ ${who} แล้ว`,
    reason: "เหตุผล",
    rebook: "อยากเรียนต่อ จองเวลาใหม่ได้ที่",
    pageLine: "ดูรายละเอียดการจองได้ที่",
  },
  reminder: {
    subject: (title: string, label: string) => `เตือน: ${title} ${label}`,
    label24: "เริ่มในอีก 24 ชั่วโมง",
    label1: "เริ่มในอีก 1 ชั่วโมง",
    studentIntro: (label: string) => `การเรียนสดของน้อง${label}`,
    tutorIntro: (who: string, label: string) => `การเรียนกับ ${who} ${label}`,
  },
  when: "เวลา",
  type: "ประเภท",
  note: "อยากเรียนเรื่อง",
} as const;

export const ICS = {
  /** A booking's event: "ติวตัวต่อตัว 60 นาที กับพี่ต้น · ติวกับพี่". */
  title: (typeTitle: string) => `${typeTitle} กับ${TUTOR_NAME} · ${BRAND}`,
  alarm: (summary: string) => `${summary} ${MAIL.reminder.label1}`,
  feedName: "ตารางเรียนสด ติวกับพี่",
  tutorFeedName: "ตารางสอนสด ติวกับพี่",
  description: "รายละเอียดและลิงก์เข้าเรียนอยู่ที่หน้าการจอง",
  students: (n: number) => `นักเรียน ${n} คน`,
} as const;

/** The tutor's calendar feed on the agenda: the link is shown once, when it is made. */
export const FEED_TEXT = {
  title: "ปฏิทินของพี่ (ลิงก์ส่วนตัว)",
  none: "ยังไม่มีลิงก์ปฏิทิน",
  exists: "มีลิงก์ปฏิทินแล้ว ลิงก์จะแสดงครั้งเดียวตอนที่ทำ ถ้าหาลิงก์เดิมไม่เจอ ทำลิงก์ใหม่ได้ แล้วลิงก์เดิมจะใช้ไม่ได้อีก",
  made: "ลิงก์นี้แสดงครั้งเดียวเท่านั้น คัดลอกไปใส่ในแอปปฏิทินตอนนี้เลย ระบบไม่ได้เก็บลิงก์ไว้ จึงแสดงซ้ำไม่ได้",
  https: "ลิงก์ https",
  webcal: "เพิ่มในแอปปฏิทิน (webcal)",
  copy: "คัดลอกลิงก์",
  copied: "คัดลอกแล้ว",
  make: "สร้างลิงก์ปฏิทิน",
  rotate: "ทำลิงก์ใหม่ (ลิงก์เดิมจะใช้ไม่ได้)",
};
