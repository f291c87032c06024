/** Thai texts of the sign-in feature (the shell's busy and logout texts: app/ui/shell/messages.ts). */
export const authMessages = {
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
