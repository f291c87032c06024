/** The Thai texts of the trash and student pages (and their audit details). Plain data, browser-safe. */
import { KIND_LABELS, type ContentKind } from "~/content/labels";

const n = (x: number) => x.toLocaleString("th-TH");

export const TRASH_TEXT = {
  title: "ถังขยะ",
  lead: "บทความ คอร์ส และบทเรียนที่ถูกลบ กู้คืนกลับมาเป็นฉบับร่าง หรือลบถาวร",
  searchLabel: "ค้นหาในถังขยะ",
  searchPlaceholder: "ชื่อเรื่อง ที่อยู่หน้า หรืออีเมลผู้ลบ",
  empty: "ถังขยะว่างเปล่า",
  noMatch: "ไม่พบรายการที่ตรงกับคำค้น",
  restore: "กู้คืน",
  purge: "ลบถาวร…",
  withLessons: (count: number) => `พร้อมบทเรียน ${n(count)} บท`,
  inCourse: (title: string) => `ในคอร์ส “${title}”`,
  courseGone: "คอร์สของบทเรียนนี้ถูกลบไปแล้ว",
  truncated: (limit: number) => `แสดงเฉพาะ ${n(limit)} รายการที่ถูกลบล่าสุด`,
  found: (count: number) => `พบ ${n(count)} รายการ`,
  restored: (kind: ContentKind, title: string, lessons: number) =>
    `กู้คืน${KIND_LABELS[kind]} “${title}” แล้ว เป็นฉบับร่าง${lessons > 0 ? ` พร้อมบทเรียน ${n(lessons)} บท` : ""}`,
  slugChanged: (wanted: string, given: string) => `ที่อยู่หน้า “${wanted}” ถูกใช้ไปแล้ว จึงใช้ “${given}” แทน`,
  lessonPlaced: "บทเรียนอยู่ท้ายคอร์ส",
  openEditor: "เปิดหน้าแก้ไข",
  purged: (title: string) => `ลบ “${title}” ถาวรแล้ว`,
  gone: "รายการนี้ถูกกู้คืนหรือลบถาวรไปแล้ว",
  damaged: "สำเนานี้มีข้อมูลไม่ครบ จึงกู้คืนอัตโนมัติไม่ได้",
  parentInTrash: (lesson: string, course: string) =>
    `กู้คืนบทเรียน “${lesson}” ไม่ได้ เพราะคอร์ส “${course}” ของบทเรียนนี้อยู่ในถังขยะ กรุณากู้คืนคอร์สก่อน แล้วจึงกู้คืนบทเรียนนี้`,
  parentGone: (lesson: string) =>
    `กู้คืนบทเรียน “${lesson}” ไม่ได้ เพราะคอร์สของบทเรียนนี้ถูกลบถาวรแล้ว ถ้าไม่ใช้บทเรียนนี้แล้วให้ลบถาวร`,
  badRequest: "ไม่รู้จักคำสั่งนี้ กรุณาใช้ปุ่มในหน้าถังขยะ",
  // the confirmation page of a delete for good
  purgeTitle: (title: string) => `ลบ “${title}” ถาวร?`,
  purgeWarning: "ลบถาวรแล้วจะกู้คืนไม่ได้อีก เนื้อหาทั้งหมดของรายการนี้จะหายไปจากระบบ",
  purgeLessons: (count: number) => `สำเนาบทเรียน ${n(count)} บทที่ถูกลบพร้อมคอร์สนี้จะถูกลบถาวรด้วย`,
  purgeConfirm: "ฉันเข้าใจว่ารายการนี้จะกู้คืนไม่ได้อีก",
  purgeButton: "ลบถาวร",
  confirmMissing: "กรุณาติ๊กช่องยืนยันก่อนลบถาวร",
  back: "กลับไปถังขยะ",
  deletedBy: "ลบโดย",
  deletedAt: "ลบเมื่อ",
  unknownActor: "ไม่ทราบ",
  untitled: "(ไม่มีชื่อ)",
} as const;

export const RECORD_AUDIT = {
  restored: (lessons: number, slug: { wanted: string; given: string } | null) =>
    ["กู้คืนจากถังขยะเป็นฉบับร่าง", lessons > 0 ? `พร้อมบทเรียน ${n(lessons)} บท` : "", slug ? `ที่อยู่หน้าเปลี่ยนจาก ${slug.wanted} เป็น ${slug.given}` : ""]
      .filter(Boolean)
      .join("; "),
  purged: (lessons: number) => `ลบถาวรจากถังขยะ${lessons > 0 ? ` พร้อมสำเนาบทเรียน ${n(lessons)} บท` : ""}`,
} as const;

export const STUDENT_TEXT = {
  title: "นักเรียน",
  lead: "ดูว่าน้อง ๆ แต่ละคนเรียนถึงไหน ทำแบบฝึกหัดได้เท่าไร และเข้ามาเรียนล่าสุดเมื่อไร",
  searchLabel: "ค้นหานักเรียน",
  searchPlaceholder: "ชื่อหรืออีเมล",
  empty: "ยังไม่มีนักเรียน",
  noMatch: "ไม่พบนักเรียนที่ตรงกับคำค้น",
  found: (count: number) => `พบ ${n(count)} คน`,
  truncated: (limit: number) => `แสดงเฉพาะ ${n(limit)} บัญชีแรก`,
  joined: "สมัครเมื่อ",
  lastSeen: "ใช้งานล่าสุด",
  never: "—",
  courseGone: "(คอร์สถูกลบแล้ว)",
  lessonGone: "(บทเรียนถูกลบแล้ว)",
  accountGone: "(บัญชีถูกลบแล้ว)",
  noCourses: "ยังไม่ได้ลงทะเบียนคอร์สใด",
  noExercises: "ยังไม่ได้ทำแบบฝึกหัดในคอร์สนี้",
  progress: (done: number, total: number, percent: number) => `เรียนจบ ${n(done)} จาก ${n(total)} บท (${percent}%)`,
  score: (earned: number, total: number, percent: number) => `${n(earned)}/${n(total)} (${percent}%)`,
  passed: "ผ่าน",
  recentAttempts: "การส่งแบบฝึกหัดล่าสุด",
  recentAttemptsLead: "แต่ละครั้งที่ส่ง และจำนวนครั้งที่กดตรวจทีละข้อก่อนส่งครั้งนั้น",
  checksBefore: "กดตรวจทีละข้อก่อนส่ง (ครั้ง)",
  exportTitle: "ส่งออกความคืบหน้าของผู้เรียน (CSV)",
  exportLead: "ไฟล์ CSV ของนักเรียนในแต่ละคอร์ส เปิดด้วย Excel หรือ Google Sheets ได้ ภาษาไทยแสดงถูกต้อง",
  exportLink: (title: string) => `ดาวน์โหลด CSV ของ “${title}”`,
  csvHeader: [
    "ชื่อ",
    "อีเมล",
    "ลงทะเบียนเมื่อ",
    "บทเรียนที่เรียนจบ",
    "บทเรียนทั้งหมด",
    "ความคืบหน้า (%)",
    "แบบฝึกหัดที่ทำ",
    "จำนวนครั้งที่ส่งคำตอบ",
    "กิจกรรมล่าสุด",
  ],
} as const;
