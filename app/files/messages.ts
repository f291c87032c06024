/** The Thai texts of files: what an upload is refused for. */
import { MAX_IMAGE_BYTES, MAX_PDF_BYTES, MAX_STUDENT_BYTES } from "./limits";

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const FILE_ERRORS = {
  empty: "ยังไม่ได้เลือกไฟล์",
  kind: "รับเฉพาะรูปภาพ (JPEG, PNG, WebP) และไฟล์ PDF เท่านั้น",
  heic: "ยังเปิดรูปแบบ HEIC นี้ไม่ได้ ลองตั้งกล้องให้ถ่ายเป็น JPEG (การตั้งค่า > กล้อง > รูปแบบ > ความเข้ากันได้มากที่สุด) หรือส่งจากแอปรูปภาพ",
  imageTooBig: `รูปภาพใหญ่เกิน ${mb(MAX_IMAGE_BYTES)}`,
  pdfTooBig: `ไฟล์ PDF ใหญ่เกิน ${mb(MAX_PDF_BYTES)}`,
  tooManyPixels: "รูปภาพมีขนาดพิกเซลใหญ่เกินไป",
  requestPixels: "รูปภาพที่ส่งครั้งนี้รวมกันมีขนาดพิกเซลใหญ่เกินไป ลองส่งรูปให้น้อยลง หรือย่อรูปให้เล็กลง (เช่น ถ่ายด้วยความละเอียดปกติ) แล้วส่งอีกครั้ง",
  pdfTooSlow: "ตรวจไฟล์ PDF นี้ไม่ทันเวลา ไฟล์อาจซับซ้อนเกินไป ลองบันทึกเป็น PDF ใหม่ หรือส่งเป็นรูปภาพแทน",
  unreadableImage: "เปิดรูปภาพนี้ไม่ได้ ไฟล์อาจเสียหรือไม่ใช่รูปภาพจริง",
  unreadablePdf: "เปิดไฟล์ PDF นี้ไม่ได้ ไฟล์อาจเสียหรือไม่ใช่ PDF จริง",
  encryptedPdf: "ไฟล์ PDF นี้ตั้งรหัสผ่านไว้ โปรดส่งไฟล์ที่ไม่มีรหัสผ่าน",
  quota: `พื้นที่ส่งงานของน้องเต็มแล้ว (${mb(MAX_STUDENT_BYTES)}) ลบไฟล์เก่าที่ไม่ใช้ก่อน`,
} as const;

/** The tutor's page of a lesson's files (/admin/lessons/:id/files). */
export const LESSON_FILES = {
  title: (lesson: string) => `ไฟล์ของบทเรียน ${lesson}`,
  crumb: "ไฟล์ของบทเรียน",
  intro: "ใบงาน PDF และรูปภาพประกอบ ผู้เรียนที่เปิดบทเรียนนี้ได้จะเห็นไฟล์ทั้งหมดใต้เนื้อหา",
  limits: "รับรูปภาพ JPEG, PNG, WebP ไม่เกิน 15 MB (ย่อให้ด้านยาวไม่เกิน 1,600 พิกเซล และลบข้อมูลตำแหน่งในรูปออก) และ PDF ไม่เกิน 10 MB",
  file: "ไฟล์",
  name: "ชื่อที่ผู้เรียนเห็น หรือคำอธิบายรูปสำหรับผู้ที่มองไม่เห็นภาพ",
  nameHint: "เช่น ใบงานบทที่ 2 หรือ แผนภาพเวนน์ของเซต A และ B",
  upload: "อัปโหลด",
  uploaded: (name: string) => `อัปโหลด “${name}” แล้ว`,
  removed: "ลบไฟล์แล้ว",
  remove: "ลบไฟล์นี้",
  none: "ยังไม่มีไฟล์",
  markdown: "วางในเนื้อหาบทเรียน (Markdown)",
  copy: "คัดลอก",
  copied: "คัดลอกแล้ว",
  back: "กลับไปแก้ไขบทเรียน",
  nameRequired: "กรุณาตั้งชื่อไฟล์หรือเขียนคำอธิบายรูป",
  nameTooLong: "ชื่อยาวเกิน 120 ตัวอักษร",
  tooBig: "ไฟล์ใหญ่เกินกว่าที่รับได้",
  pages: (n: number) => `${n} หน้า`,
} as const;

/** The list under a lesson's notes. */
export const LESSON_ATTACHMENTS = { title: "ไฟล์ประกอบบทเรียน", pdf: "PDF", image: "รูปภาพ", newTab: "(เปิดในแท็บใหม่)" } as const;

export { sizeLabel } from "~/platform/file-size";

/**
 * What the upload island (islands/upload.ts) says with JavaScript, handed to it in the
 * form's data-* attributes (upload-form.ts): a chosen PDF, the pictures shrunk, the progress, a lost connection.
 */
export const UPLOAD_TEXT = {
  pdf: "ไฟล์ PDF",
  uploading: "กำลังอัปโหลด",
  shrinking: "กำลังย่อรูป",
  failed: "ส่งไม่สำเร็จ การเชื่อมต่อขาดหาย ไฟล์และข้อความที่กรอกไว้ยังอยู่ ลองกดส่งอีกครั้ง",
} as const;

/** The editors' uploads: a picture placed in a lesson's or an article's text, a cover (their labels: content/labels.ts). */
export const EDITOR_UPLOADS = {
  legend: "ใส่รูปในเนื้อหา",
  place: "ใส่รูปท้ายเนื้อหา",
  placed: (alt: string) => `ใส่รูป “${alt}” ไว้ท้ายเนื้อหาแล้ว ยังไม่ได้บันทึก กด “บันทึก” เพื่อเก็บ`,
  altRequired: "กรุณาเขียนคำอธิบายภาพ บอกสิ่งที่อยู่ในภาพ",
  altTooLong: "คำอธิบายภาพยาวเกิน 120 ตัวอักษร",
  notPicture: "ช่องนี้รับเฉพาะรูปภาพ (JPEG, PNG, WebP)",
  unavailable: "เก็บรูปไม่ได้ชั่วคราว ข้อความที่พิมพ์ไว้ยังอยู่ครบ ลองอีกครั้ง",
  coverName: "รูปปก",
} as const;
