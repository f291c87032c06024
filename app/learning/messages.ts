/** The Thai texts of leaving a course (/course/:slug/leave). */
export const leaveMessages = {
  title: (course: string) => `ออกจากคอร์ส ${course}`,
  question: "น้องแน่ใจไหมว่าจะออกจากคอร์สนี้",
  consequence:
    "ความคืบหน้าของคอร์สนี้ (บทที่เรียนแล้วและคะแนนแบบฝึกหัด) จะถูกลบ และคอร์สจะหายไปจากหน้าบทเรียนของน้อง ลงทะเบียนใหม่ได้ทุกเมื่อ แต่จะเริ่มนับความคืบหน้าใหม่ตั้งแต่ต้น",
  confirm: "ยืนยัน ออกจากคอร์ส",
  cancel: "ไม่ออก กลับไปที่คอร์ส",
  notEnrolled: "น้องยังไม่ได้ลงทะเบียนคอร์สนี้",
  back: "กลับไปที่คอร์ส",
  crumb: "ออกจากคอร์ส",
} as const;

/**
 * A student's exercise scores as the enrolment keeps them (exercises write them
 * through learning), in a course's lesson list and on the dashboard.
 */
export const exerciseProgressMessages = {
  rowBest: (best: number, attempts: number) => `แบบฝึกหัด ${best}% (${attempts} ครั้ง)`,
  dashboard: (lessons: number, attempts: number, average: number) =>
    `แบบฝึกหัด: ทำแล้ว ${lessons} บท รวม ${attempts} ครั้ง คะแนนดีที่สุดเฉลี่ย ${average}%`,
} as const;
