/**
 * The admin area's Thai texts in one place: field labels, statuses, audit
 * actions, notices and error messages. Plain data: used by the server (form
 * validation, audit details) and by the pages.
 */

export type ContentKind = "article" | "course" | "lesson";

export const KIND_LABELS: Record<ContentKind, string> = {
  article: "บทความ",
  course: "คอร์ส",
  lesson: "บทเรียน",
};

export const STATUS_LABELS = { draft: "ฉบับร่าง", published: "เผยแพร่แล้ว" } as const;

export const ARTICLE_FIELDS = ["title", "slug", "excerpt", "body", "tags", "coverUrl", "coverAlt"] as const;
export const COURSE_FIELDS = [
  "title",
  "slug",
  "summary",
  "description",
  "level",
  "icon",
  "coverUrl",
  "coverAlt",
  "order",
  "featured",
] as const;
export const LESSON_FIELDS = ["title", "notes", "videoUrl", "durationMinutes", "freePreview"] as const;

export type ArticleField = (typeof ARTICLE_FIELDS)[number];
export type CourseField = (typeof COURSE_FIELDS)[number];
export type LessonField = (typeof LESSON_FIELDS)[number];
export type AnyField = ArticleField | CourseField | LessonField;

export const FIELD_LABELS: Record<AnyField, string> = {
  title: "ชื่อเรื่อง",
  slug: "ที่อยู่หน้า (slug)",
  excerpt: "คำโปรย",
  body: "เนื้อหา (Markdown)",
  tags: "แท็ก",
  coverUrl: "ลิงก์รูปปก",
  coverAlt: "คำอธิบายรูปปก",
  summary: "สรุปสั้น ๆ",
  description: "รายละเอียดคอร์ส (Markdown)",
  level: "ระดับ",
  icon: "ไอคอน (อีโมจิ)",
  order: "ลำดับในหน้ารวมคอร์ส",
  featured: "แสดงในหน้าแรก",
  notes: "เนื้อหาบทเรียน (Markdown)",
  videoUrl: "ลิงก์วิดีโอ",
  durationMinutes: "ความยาว (นาที)",
  freePreview: "เปิดให้ดูฟรี (ไม่ต้องลงทะเบียน)",
};

export const FIELD_HINTS: Partial<Record<AnyField, string>> = {
  slug: "ตัวอักษรพิมพ์เล็ก ภาษาไทย ตัวเลข และขีดกลาง เว้นว่างไว้เพื่อสร้างจากชื่อเรื่อง",
  excerpt: "หนึ่งถึงสองประโยค แสดงในรายการบทความและผลการค้นหา",
  tags: "คั่นแต่ละแท็กด้วยจุลภาค (,) ไม่เกิน 8 แท็ก",
  coverUrl: "ลิงก์ http(s) หรือเส้นทางในเว็บไซต์ เช่น /images/cover.png (สัดส่วน 16:9) เว้นว่างได้",
  summary: "หนึ่งถึงสองประโยค แสดงบนการ์ดคอร์ส",
  icon: "แสดงบนปกเมื่อไม่มีรูป",
  order: "เลขน้อยแสดงก่อน",
  videoUrl: "YouTube หรือลิงก์ http(s) อื่น เว้นว่างได้",
};

/** Field-level validation messages. */
export const FIELD_ERRORS = {
  required: (label: string) => `กรุณากรอก${label}`,
  tooLong: (label: string, max: number) => `${label}ยาวเกิน ${max.toLocaleString("th-TH")} ตัวอักษร`,
  slug: "ที่อยู่หน้าใช้ได้เฉพาะตัวอักษรพิมพ์เล็ก ภาษาไทย ตัวเลข และขีดกลางคั่นคำ เช่น เทคนิคการอ่าน-101",
  slugEmpty: "สร้างที่อยู่หน้าจากชื่อเรื่องไม่ได้ กรุณากรอกเอง",
  slugTaken: (slug: string) => `ที่อยู่หน้า “${slug}” ถูกใช้แล้ว กรุณาเลือกชื่ออื่น`,
  tag: (tag: string) => `แท็ก “${tag}” ใช้ได้เฉพาะตัวอักษร ตัวเลข เว้นวรรค และขีดกลาง (ไม่เกิน 40 ตัวอักษร)`,
  tooManyTags: "ใส่แท็กได้ไม่เกิน 8 แท็ก",
  url: "ต้องเป็นลิงก์ที่ขึ้นต้นด้วย http:// หรือ https:// หรือเส้นทางในเว็บไซต์ที่ขึ้นต้นด้วย /",
  httpUrl: "ต้องเป็นลิงก์ที่ขึ้นต้นด้วย http:// หรือ https://",
  level: "กรุณาเลือกระดับของคอร์ส",
  order: "ลำดับต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 1,000,000",
  duration: "ความยาวต้องเป็นจำนวนเต็ม 1 ถึง 600 นาที",
  coverAltNeedsUrl: "ใส่คำอธิบายรูปได้เมื่อมีลิงก์รูปปกเท่านั้น",
} as const;

export const FORM_ERRORS = {
  invalid: "ยังบันทึกไม่ได้ กรุณาแก้ไขช่องที่มีข้อความสีแดง",
  conflict:
    "มีคนบันทึกการแก้ไขเอกสารนี้ไปก่อนคุณ ระบบยังไม่ได้บันทึกข้อความของคุณ ด้านล่างคือฉบับล่าสุดของอีกฝ่ายเทียบกับข้อความที่คุณพิมพ์ไว้ ตรวจดูแล้วกดบันทึกอีกครั้งเพื่อใช้ข้อความของคุณ",
  deleteConflict: "เอกสารนี้ถูกแก้ไขหลังจากที่คุณเปิดหน้ายืนยัน กรุณาตรวจดูข้อมูลล่าสุดแล้วยืนยันการลบอีกครั้ง",
  confirmDelete: "กรุณาติ๊กช่องยืนยันก่อนลบ",
  unknownIntent: "ไม่รู้จักคำสั่งนี้ กรุณาใช้ปุ่มในฟอร์ม",
  notFound: "ไม่พบเอกสารนี้ อาจถูกลบไปแล้ว",
  failed: "บันทึกไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
  unavailable:
    "ยังบันทึกไม่ได้ เพราะระบบฐานข้อมูลขัดข้องชั่วคราว ข้อความที่คุณพิมพ์ยังอยู่ครบด้านล่าง กรุณากดบันทึกอีกครั้งในอีกสักครู่",
  /** A page whose stored copy cannot be read (Firestore down): nothing can be saved yet. */
  loadUnavailable: "อ่านข้อมูลจากระบบฐานข้อมูลไม่ได้ชั่วคราว จึงยังแก้ไขหรือบันทึกไม่ได้ กรุณาโหลดหน้านี้ใหม่ในอีกสักครู่",
  moveUnavailable: "ยังเปลี่ยนลำดับบทเรียนไม่ได้ เพราะระบบฐานข้อมูลขัดข้องชั่วคราว กรุณาลองอีกครั้งในอีกสักครู่",
  readOnly: "หน้านี้ไม่รองรับการส่งฟอร์ม",
  noVersion: "ฟอร์มนี้ไม่ได้ระบุฉบับของเอกสาร จึงยังไม่บันทึก กรุณาเปิดหน้าแก้ไขใหม่แล้วลองอีกครั้ง (ข้อความที่พิมพ์ยังอยู่ด้านล่าง)",
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

export const AUDIT_ACTIONS = ["create", "update", "publish", "unpublish", "delete", "reorder"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "สร้าง",
  update: "แก้ไข",
  publish: "เผยแพร่",
  unpublish: "ยกเลิกการเผยแพร่",
  delete: "ลบ",
  reorder: "เรียงลำดับบทเรียน",
};
