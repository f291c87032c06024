/**
 * The admin area's Thai texts: form-level errors, notices after a redirect,
 * and the details written to the audit log. Plain data, used by the admin
 * route helpers (app/admin) and the pages. Field labels, hints and field
 * errors belong to the content kinds: app/content/labels.ts.
 */

export const FORM_ERRORS = {
  invalid: "ยังบันทึกไม่ได้ กรุณาแก้ไขช่องที่มีข้อความสีแดง",
  conflict:
    "มีคนบันทึกการแก้ไขเอกสารนี้ไปก่อนคุณ ระบบยังไม่ได้บันทึกข้อความของคุณ ด้านล่างคือฉบับล่าสุดของอีกฝ่ายเทียบกับข้อความที่คุณพิมพ์ไว้ ตรวจดูแล้วกดบันทึกอีกครั้งเพื่อใช้ข้อความของคุณ",
  deleteConflict: "เอกสารนี้ถูกแก้ไขหลังจากที่คุณเปิดหน้ายืนยัน กรุณาตรวจดูข้อมูลล่าสุดแล้วยืนยันการลบอีกครั้ง",
  confirmDelete: "กรุณาติ๊กช่องยืนยันก่อนลบ",
  unknownIntent: "ไม่รู้จักคำสั่งนี้ กรุณาใช้ปุ่มในฟอร์ม",
  failed: "บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
  unavailable:
    "ยังบันทึกไม่ได้ เพราะระบบฐานข้อมูลขัดข้องชั่วคราว ข้อความที่คุณพิมพ์ยังอยู่ครบด้านล่าง กรุณากดบันทึกอีกครั้งในอีกสักครู่",
  /** A page whose stored copy cannot be read (Firestore down): nothing can be saved yet. */
  loadUnavailable: "อ่านข้อมูลจากระบบฐานข้อมูลไม่ได้ชั่วคราว จึงยังแก้ไขหรือบันทึกไม่ได้ กรุณาโหลดหน้านี้ใหม่ในอีกสักครู่",
  moveUnavailable: "ยังเปลี่ยนลำดับบทเรียนไม่ได้ เพราะระบบฐานข้อมูลขัดข้องชั่วคราว กรุณาลองอีกครั้งในอีกสักครู่",
  sessionExpired:
    "ยังบันทึกไม่ได้ เพราะการเข้าสู่ระบบของคุณหมดอายุแล้ว ข้อความที่คุณพิมพ์ยังอยู่ครบด้านล่าง และระบบเก็บสำรองไว้ให้ 1 ชั่วโมง กด “เข้าสู่ระบบอีกครั้ง” แล้วระบบจะพากลับมาที่ฟอร์มนี้พร้อมข้อความเดิม จากนั้นกดบันทึกอีกครั้ง",
  sessionExpiredNotKept:
    "ยังบันทึกไม่ได้ เพราะการเข้าสู่ระบบของคุณหมดอายุแล้ว ข้อความที่คุณพิมพ์ยังอยู่ครบด้านล่าง แต่ระบบเก็บสำรองไว้ไม่ได้ในตอนนี้ กรุณาคัดลอกข้อความเก็บไว้ก่อน แล้วกด “เข้าสู่ระบบอีกครั้ง”",
  signInAgain: "เข้าสู่ระบบอีกครั้ง",
  draftRestored: "ข้อความที่คุณพิมพ์ไว้ก่อนเข้าสู่ระบบกลับมาแล้ว (ยังไม่ได้บันทึก) ตรวจดูแล้วกดบันทึก",
  leaveWarning: "ข้อความที่คุณพิมพ์ในฟอร์มนี้ยังไม่ได้บันทึก ถ้าออกจากหน้านี้ข้อความจะหายไป ต้องการออกจากหน้านี้หรือไม่",
  errorSummary: "ช่องที่ต้องแก้ไข:",
  movePosition: "กรุณาใส่ลำดับที่ต้องการเป็นตัวเลขตั้งแต่ 1 ขึ้นไป",
  moveConflict: "ลำดับบทเรียนถูกเปลี่ยนไปก่อนหน้านี้ (มีการย้าย เพิ่ม หรือลบบทเรียน) ระบบยังไม่ได้ย้าย ด้านล่างคือลำดับล่าสุด กรุณาลองอีกครั้ง",
  readOnly: "หน้านี้ไม่รองรับการส่งฟอร์ม",
  noVersion: "ฟอร์มนี้ไม่ได้ระบุฉบับของเอกสาร จึงยังไม่บันทึก กรุณาเปิดหน้าแก้ไขใหม่แล้วลองอีกครั้ง (ข้อความที่พิมพ์ยังอยู่ด้านล่าง)",
} as const;

/** Publishing that asks for a confirmation first (the form comes back with the warning and a confirm button). */
export const PUBLISH_WARNINGS = {
  emptyCourse:
    "คอร์สนี้ยังไม่มีบทเรียนที่เผยแพร่ ถ้าเผยแพร่ตอนนี้ นักเรียนจะยังไม่เห็นคอร์สนี้ในรายการคอร์ส หน้าบทเรียนของฉัน ผลการค้นหา และแผนผังเว็บไซต์ จนกว่าจะเผยแพร่บทเรียนอย่างน้อย 1 บท (หน้าคอร์สยังเปิดได้จากลิงก์) ต้องการเผยแพร่ต่อหรือไม่",
  confirm: "ยืนยัน เผยแพร่เลย",
  /** On the editor of a published course that students do not see listed yet. */
  notListed: "คอร์สนี้เผยแพร่แล้ว แต่นักเรียนยังไม่เห็นในรายการคอร์สและผลการค้นหา เพราะยังไม่มีบทเรียนที่เผยแพร่ เผยแพร่บทเรียนอย่างน้อย 1 บทเพื่อให้คอร์สแสดง",
  title: "ตรวจสอบก่อนเผยแพร่",
} as const;

/** Notices after a redirect (`?done=`). */
export const DONE_NOTICES = {
  created: "สร้างแล้ว (ฉบับร่าง)",
  createdPublished: "สร้างและเผยแพร่แล้ว",
  saved: "บันทึกแล้ว",
  published: "เผยแพร่แล้ว ผู้อ่านเห็นการเปลี่ยนแปลงทันที",
  unpublished: "ยกเลิกการเผยแพร่แล้ว (กลับเป็นฉบับร่าง)",
  deleted: "ลบแล้ว",
  moved: "เปลี่ยนลำดับบทเรียนแล้ว",
} as const;
export type DoneNotice = keyof typeof DONE_NOTICES;

/** The `detail` of audit log entries (stored in Thai, shown on /admin). */
export const AUDIT_DETAILS = {
  createdDraft: "สร้างเป็นฉบับร่าง",
  createdPublished: "สร้างและเผยแพร่ทันที",
  changed: (fields: string) => `เปลี่ยน: ${fields}`,
  unchanged: "ไม่มีการเปลี่ยนข้อความ",
  deletedArticle: (published: boolean) =>
    `สถานะก่อนลบ: ${published ? "เผยแพร่แล้ว" : "ฉบับร่าง"}; อยู่ในถังขยะ`,
  deletedCourse: (lessons: number, enrolments: number, withProgress: number) =>
    `ลบบทเรียน ${lessons} บทพร้อมคอร์ส; การลงทะเบียนของผู้เรียน ${enrolments} คน ` +
    `(มีความคืบหน้า ${withProgress} คน) ยังเก็บไว้; อยู่ในถังขยะ`,
  deletedLesson: (doneBy: number) =>
    `ผู้เรียน ${doneBy} คนเคยเรียนบทนี้จบ (บันทึกยังเก็บไว้แต่ไม่นับในความคืบหน้า); อยู่ในถังขยะ`,
  moved: (title: string, up: boolean, position: number) => `ย้าย “${title}” ${up ? "ขึ้น" : "ลง"} เป็นบทที่ ${position}`,
} as const;
