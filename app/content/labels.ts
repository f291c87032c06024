/**
 * The Thai words of the content kinds: kind and status names, form field
 * labels, hints and field errors, audit actions. Plain data, browser-safe:
 * the registry's schemas carry these messages, the admin pages show them.
 */

export type ContentKind = "article" | "course" | "lesson";

export const KIND_LABELS: Record<ContentKind, string> = {
  article: "บทความ",
  course: "คอร์ส",
  lesson: "บทเรียน",
};

export const STATUS_LABELS = { draft: "ฉบับร่าง", published: "เผยแพร่แล้ว" } as const;

export const FIELD_LABELS = {
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
  price: "ราคาคอร์ส (บาท)",
  // The editors' uploads (files/editor-uploads.server.ts): not stored fields, the form's own.
  picture: "รูปที่จะใส่ในเนื้อหา",
  pictureAlt: "คำอธิบายภาพ (alt)",
  coverFile: "อัปโหลดรูปปก",
} as const;
export type AnyField = keyof typeof FIELD_LABELS;

export const FIELD_HINTS: Partial<Record<AnyField, string>> = {
  slug: "ภาษาอังกฤษตัวพิมพ์เล็ก ตัวเลข และขีดกลาง เช่น reading-tips เว้นว่างไว้ ระบบจะตั้งให้จากชื่อเรื่องภาษาอังกฤษ หรือเป็นรหัสสั้น เช่น c-7k2m",
  excerpt: "หนึ่งถึงสองประโยค แสดงในรายการบทความและผลการค้นหา",
  tags: "คั่นแต่ละแท็กด้วยจุลภาค (,) ไม่เกิน 8 แท็ก",
  coverUrl: "ลิงก์ https:// หรือเส้นทางในเว็บไซต์ เช่น /images/cover.png (สัดส่วน 16:9) เว้นว่างได้",
  summary: "หนึ่งถึงสองประโยค แสดงบนการ์ดคอร์ส",
  icon: "แสดงบนปกเมื่อไม่มีรูป",
  order: "เลขน้อยแสดงก่อน",
  videoUrl: "YouTube หรือลิงก์ https:// อื่น เว้นว่างได้",
  picture: "JPEG, PNG หรือ WebP ไม่เกิน 15 MB ระบบย่อรูปให้ด้านยาวไม่เกิน 1,600 พิกเซลและลบข้อมูลตำแหน่งในรูปออก",
  pictureAlt: "บอกสิ่งที่อยู่ในภาพสำหรับผู้ที่มองไม่เห็นภาพ เช่น แผนภาพเวนน์ของเซต A และ B",
  price: "เว้นว่างไว้ถ้าเรียนฟรี หรือใส่ราคา เช่น 1,500 นักเรียนจะซื้อคอร์สด้วยการโอนพร้อมเพย์ก่อนเข้าเรียน",
  coverFile: "เลือกรูปแทนการพิมพ์ลิงก์ได้ (สัดส่วน 16:9) รูปจะถูกเก็บเมื่อกดบันทึก",
};

/** Field-level validation messages (the registry's schemas use them, so the model and the form say the same). */
export const FIELD_ERRORS = {
  required: (label: string) => `กรุณากรอก${label}`,
  tooLong: (label: string, max: number) => `${label}ยาวเกิน ${max.toLocaleString("th-TH")} ตัวอักษร`,
  slug: "ที่อยู่หน้าใช้ได้เฉพาะภาษาอังกฤษตัวพิมพ์เล็ก ตัวเลข และขีดกลางคั่นคำ เช่น reading-tips-101",
  slugAscii: "ที่อยู่หน้าใหม่ใช้ได้เฉพาะภาษาอังกฤษตัวพิมพ์เล็ก ตัวเลข และขีดกลางคั่นคำ ไม่เกิน 60 ตัวอักษร เช่น reading-tips-101 (เว้นว่างไว้ ระบบจะตั้งให้)",
  slugReserved: (slug: string) => `ที่อยู่หน้า “${slug}” เป็นคำที่ระบบสงวนไว้ กรุณาเลือกชื่ออื่น`,
  slugTaken: (slug: string) => `ที่อยู่หน้า “${slug}” ถูกใช้แล้ว กรุณาเลือกชื่ออื่น`,
  tag: (tag: string) => `แท็ก “${tag}” ใช้ได้เฉพาะตัวอักษร ตัวเลข เว้นวรรค และขีดกลาง (ไม่เกิน 40 ตัวอักษร)`,
  tooManyTags: "ใส่แท็กได้ไม่เกิน 8 แท็ก",
  url: "ต้องเป็นลิงก์ที่ขึ้นต้นด้วย https:// หรือเส้นทางในเว็บไซต์ที่ขึ้นต้นด้วย / (ห้ามมี \\ หรือ // นำหน้า)",
  httpUrl: "ต้องเป็นลิงก์ที่ขึ้นต้นด้วย https://",
  level: "กรุณาเลือกระดับของคอร์ส",
  order: "ลำดับต้องเป็นจำนวนเต็มตั้งแต่ 0 ถึง 1,000,000",
  duration: "ความยาวต้องเป็นจำนวนเต็ม 1 ถึง 600 นาที",
  price: "ราคาต้องเป็นจำนวนเงินมากกว่า 0 บาท เช่น 1,500 หรือ 1,500.50 (เว้นว่างไว้ถ้าเรียนฟรี)",
} as const;

export const AUDIT_ACTIONS = ["create", "update", "publish", "unpublish", "delete", "reorder", "answer", "resolve", "reopen", "restore", "purge", "export"] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  create: "สร้าง",
  update: "แก้ไข",
  publish: "เผยแพร่",
  unpublish: "ยกเลิกการเผยแพร่",
  delete: "ลบ",
  reorder: "เรียงลำดับบทเรียน",
  answer: "ตอบคำถาม",
  resolve: "ปิดคำถาม",
  reopen: "เปิดคำถามอีกครั้ง",
  restore: "กู้คืน",
  purge: "ลบถาวร",
  export: "ส่งออกข้อมูล",
};

/** What an audit entry can be about: a content kind, a student's question (app/questions), or the whole school (app/backup's export). */
export type AuditDocType = ContentKind | "question" | "backup";
export const AUDIT_DOC_LABELS: Record<AuditDocType, string> = { ...KIND_LABELS, question: "คำถาม", backup: "สำรองข้อมูล" };
