/** Thai texts of the sign-in feature (the shell's busy and logout texts: app/ui/shell/messages.ts). */
export const AUTH_TEXT = {
  google: "เข้าสู่ระบบด้วย Google",
  microsoft: "เข้าสู่ระบบด้วย Microsoft",
  /** Shown on /login when a visitor was sent there from a lesson that needs an account. */
  lockedLesson: "บทเรียนนี้เปิดให้เฉพาะนักเรียนที่เข้าสู่ระบบและลงทะเบียนคอร์สแล้ว เข้าสู่ระบบก่อน แล้วพี่จะพาน้องกลับไปที่บทเรียนนั้นทันที",
  /** Shown on /login when a visitor tapped "enrol": what happens after the sign-in. */
  toEnrol: (course: string) => `เข้าสู่ระบบเพื่อลงทะเบียนเรียน ${course}`,
  /** …and when a question was sent signed out: its text waits in the form. */
  toAsk: "เข้าสู่ระบบเพื่อส่งคำถาม ข้อความที่น้องพิมพ์ไว้จะรออยู่ในช่องคำถามหลังเข้าสู่ระบบ",
  needsJavaScript: "การเข้าสู่ระบบด้วย Google หรือ Microsoft ต้องเปิดใช้ JavaScript ในเบราว์เซอร์",
  popupBlocked: "เบราว์เซอร์บล็อกหน้าต่างเข้าสู่ระบบ กรุณาอนุญาตป๊อปอัปสำหรับเว็บไซต์นี้แล้วลองอีกครั้ง",
  accountExists:
    "อีเมลนี้เคยใช้เข้าสู่ระบบด้วยบัญชีอื่นแล้ว กรุณาเข้าสู่ระบบด้วยวิธีเดิมที่เคยใช้ (เช่น Google) แทน Microsoft",
  authUnavailable: "ระบบยืนยันตัวตนไม่พร้อมใช้งานชั่วคราว กรุณาลองใหม่อีกครั้งในภายหลัง",
  tooManyAttempts: "มีการพยายามเข้าสู่ระบบบ่อยเกินไป กรุณารอสักครู่แล้วลองใหม่",
  failed: "เข้าสู่ระบบไม่สำเร็จ กรุณาลองใหม่อีกครั้ง",
} as const;

/** Thai texts of the profile (/profile) and of the tutor's name field on a student's page. */
export const PROFILE_TEXT = {
  title: "โปรไฟล์ของฉัน",
  firstTitle: "ก่อนเริ่มเรียน บอกพี่หน่อยว่าให้เรียกน้องว่าอะไร",
  lead: "ชื่อนี้ใช้ทักทายน้องบนเว็บไซต์และในอีเมล และช่วยให้พี่ติวเตอร์รู้ว่าเป็นใคร",
  displayName: "ชื่อที่ใช้แสดง หรือชื่อเล่น",
  displayNameHint: "1–40 ตัวอักษร",
  grade: "ระดับชั้น (ไม่บังคับ)",
  noGrade: "ไม่ระบุ",
  school: "โรงเรียน (ไม่บังคับ)",
  parentEmail: "อีเมลผู้ปกครอง (ไม่บังคับ)",
  parentEmailHint: "ผู้ปกครองจะได้รับลิงก์ยืนยันก่อน แล้วจึงได้รับสรุปการเรียนสั้น ๆ ทุกสัปดาห์ (หยุดรับได้ทุกเมื่อ)",
  save: "บันทึก",
  saved: "บันทึกโปรไฟล์แล้ว",
  invalid: "ยังบันทึกไม่ได้ กรุณาแก้ช่องที่มีข้อความสีแดง",
  errors: {
    nameEmpty: "กรุณาใส่ชื่อ (ตัวอักษรหรือตัวเลขอย่างน้อย 1 ตัว)",
    nameLong: "ชื่อยาวได้ไม่เกิน 40 ตัวอักษร",
    nameReserved: "ชื่อนี้มีคำที่สงวนไว้สำหรับพี่ติวเตอร์และผู้ดูแล (เช่น ติวเตอร์ แอดมิน ครู) กรุณาใช้ชื่ออื่น",
    grade: "กรุณาเลือกระดับชั้นจากรายการ",
    schoolLong: "ชื่อโรงเรียนยาวได้ไม่เกิน 100 ตัวอักษร",
    parentEmail: "อีเมลผู้ปกครองไม่ถูกต้อง ตัวอย่าง: parent@example.com",
  },
  /** The tutor's form on /admin/students/:uid. */
  adminNameTitle: "ชื่อที่ใช้แสดงของนักเรียน",
  adminSaved: "บันทึกชื่อนักเรียนแล้ว",
} as const;
