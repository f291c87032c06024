/** The Thai texts of the learning pages: courses, progress, lessons, the video, the dashboard. */
export const LEARNING_TEXT = {
  course: {
    eyebrow: "คอร์สเรียน",
    lessons: (n: number) => `${n} บทเรียน`,
    freePreviews: (n: number) => `ดูฟรี ${n} บท`,
    freePreview: "ดูฟรี",
    locked: "ต้องลงทะเบียนก่อน",
    /** A paid course's locked lesson: buying is the way in. */
    lockedBuy: "ซื้อคอร์สก่อน",
    /** An enrol post the page did not send (a changed or cut form). */
    enrolRefused: "ลงทะเบียนไม่สำเร็จ: ข้อมูลที่ส่งไม่ครบ กรุณากดปุ่มลงทะเบียนอีกครั้ง",
    done: "เรียนแล้ว",
    aboutTitle: "เกี่ยวกับคอร์สนี้",
    lessonListTitle: "บทเรียนในคอร์ส",
    enrol: "ลงทะเบียนเรียนคอร์สนี้",
    enrolFree: "เรียนฟรี ไม่มีค่าใช้จ่าย บันทึกความคืบหน้าได้ทุกเครื่อง",
    enrolling: "กำลังลงทะเบียน...",
    enrolledTitle: "น้องลงทะเบียนคอร์สนี้แล้ว",
    loginToEnrol: "ต้องเข้าสู่ระบบก่อน แล้วระบบจะลงทะเบียนให้และพากลับมาที่หน้านี้ทันที",
    /** The notice after an enrolment that waited for the sign-in (app/learning/enrol-intent.server.ts). */
    enrolledNotice: "ลงทะเบียนเรียบร้อยแล้ว",
    start: "เริ่มเรียนบทแรก",
    continue: "เรียนต่อ",
    review: "ทบทวนตั้งแต่บทแรก",
    completed: "เรียนครบทุกบทแล้ว เก่งมาก!",
    tryFree: "ลองเรียนบทฟรี",
    noLessons: "คอร์สนี้ยังไม่มีบทเรียนที่เปิดให้เรียน",
    comingSoon: "เร็ว ๆ นี้",
    comingSoonText: "พี่กำลังเตรียมบทเรียนของคอร์สนี้อยู่ เปิดให้ลงทะเบียนเมื่อบทเรียนแรกพร้อม",
    leave: "ออกจากคอร์ส",
    free: "ฟรี",
    priceLabel: "ราคา",
    buy: (price: string) => `ซื้อคอร์สนี้ ${price}`,
    buyTitle: (price: string) => `ราคาคอร์ส ${price}`,
    buyText: "ชำระครั้งเดียวด้วยพร้อมเพย์ แล้วส่งสลิป เข้าเรียนได้ทุกบทเมื่อพี่ยืนยันการชำระเงิน",
  },
  progress: {
    unavailable: "ตอนนี้ยังโหลดความคืบหน้าในการเรียนไม่ได้ ลองรีเฟรชหน้านี้อีกครั้งในอีกสักครู่",
    label: "ความคืบหน้า",
    summary: (done: number, total: number) => `เรียนแล้ว ${done} จาก ${total} บท`,
    percent: (p: number) => `${p}%`,
  },
  lesson: {
    position: (n: number, total: number) => `บทที่ ${n} จาก ${total}`,
    notes: "เนื้อหาบทเรียน",
    markDone: "ทำเครื่องหมายว่าเรียนจบแล้ว",
    markNotDone: "ยกเลิกเครื่องหมายเรียนจบ",
    saving: "กำลังบันทึก...",
    isDone: "บทนี้เรียนจบแล้ว",
    /** A plain "mark done" post lands on the lesson again with this. */
    saved: "บันทึกแล้ว",
    previous: "บทก่อนหน้า",
    next: "บทถัดไป",
    backToCourse: "กลับไปหน้าคอร์ส",
    lessonList: "บทเรียนทั้งหมด",
    signInToTrack: "เข้าสู่ระบบเพื่อบันทึกความคืบหน้า",
    enrolToTrack: "ลงทะเบียนคอร์สนี้เพื่อบันทึกความคืบหน้าและเปิดบทเรียนทั้งหมด",
    buyToTrack: "ซื้อคอร์สนี้เพื่อบันทึกความคืบหน้าและเปิดบทเรียนทั้งหมด",
    lockedTitle: "บทเรียนนี้สำหรับผู้ที่ลงทะเบียนคอร์สแล้ว",
    lockedTitlePaid: "บทเรียนนี้สำหรับผู้ที่ซื้อคอร์สแล้ว",
    lockedText: (course: string) =>
      `ลงทะเบียนเรียนคอร์ส “${course}” ก่อน แล้วน้องจะเปิดดูบทเรียนนี้และบทเรียนอื่น ๆ ในคอร์สได้ทั้งหมด (ไม่มีค่าใช้จ่าย)`,
    notEnrolledAction: "ต้องลงทะเบียนคอร์สนี้ก่อน จึงจะบันทึกความคืบหน้าได้",
    lockedTextPaid: (course: string) => `ซื้อคอร์ส “${course}” ก่อน แล้วน้องจะเปิดดูบทเรียนนี้และบทเรียนอื่น ๆ ในคอร์สได้ทั้งหมด`,
    finishedCourse: "ยินดีด้วย! น้องเรียนครบทุกบทในคอร์สนี้แล้ว",
  },
  video: {
    playPrefix: "เล่นวิดีโอ: ",
    started: (title: string) => `กำลังเล่นวิดีโอ: ${title}`,
    hint: "วิดีโอจาก YouTube จะโหลดเมื่อกดเล่นเท่านั้น",
    open: "เปิดวิดีโอใน YouTube",
    external: "ดูวิดีโอประกอบบทเรียน",
    frameTitle: (title: string) => `วิดีโอบทเรียน: ${title}`,
  },
  dashboard: {
    eyebrow: "บทเรียน",
    title: "บทเรียนของฉัน",
    titleAnonymous: "คอร์สเรียนทั้งหมด",
    lead: "รวมคอร์สและบทเรียนทั้งหมด เลือกเรียนได้ตามจังหวะของตัวเอง แล้วกลับมาเรียนต่อจากจุดที่ค้างไว้ได้ทุกเมื่อ",
    greeting: (name: string) => `สวัสดี ${name} วันนี้เรียนต่อกันเลยไหม`,
    myCourses: "คอร์สที่กำลังเรียน",
    otherCourses: "คอร์สอื่นที่น่าสนใจ",
    catalogue: "คอร์สทั้งหมด",
    signInTitle: "เข้าสู่ระบบเพื่อเริ่มเรียน",
    signInText:
      "เข้าสู่ระบบเพื่อลงทะเบียนคอร์ส เก็บความคืบหน้าในการเรียนไว้ และเรียนต่อได้จากทุกเครื่อง บทที่เปิดให้ดูฟรีเรียนได้เลยโดยไม่ต้องเข้าสู่ระบบ",
    signIn: "เข้าสู่ระบบ",
    noEnrolmentsTitle: "ยังไม่ได้ลงทะเบียนคอร์สไหนเลย",
    noEnrolments: "เลือกคอร์สที่สนใจจากด้านล่าง แล้วกดลงทะเบียนเรียนได้เลย",
    continue: "เรียนต่อ",
    completed: "เรียนจบแล้ว",
    viewCourse: "ดูรายละเอียดคอร์ส",
    allTaken: "น้องลงทะเบียนครบทุกคอร์สแล้ว",
    noCoursesTitle: "ยังไม่มีคอร์สเรียน",
    noCourses: "พี่กำลังเตรียมคอร์สแรกอยู่ เมื่อพร้อมแล้วจะขึ้นที่หน้านี้ทันที",
  },
} as const;

/** The Thai texts of leaving a course (/course/:slug/leave). */
export const LEAVE_TEXT = {
  title: (course: string) => `ออกจากคอร์ส ${course}`,
  question: "น้องแน่ใจไหมว่าจะออกจากคอร์สนี้",
  consequence:
    "ความคืบหน้าของคอร์สนี้ (บทที่เรียนแล้วและคะแนนแบบฝึกหัด) จะถูกลบ และคอร์สจะหายไปจากหน้าบทเรียนของน้อง ลงทะเบียนใหม่ได้ทุกเมื่อ แต่จะเริ่มนับความคืบหน้าใหม่ตั้งแต่ต้น",
  confirm: "ยืนยัน ออกจากคอร์ส",
  cancel: "ไม่ออก กลับไปที่คอร์ส",
  notEnrolled: "น้องยังไม่ได้ลงทะเบียนคอร์สนี้",
  back: "กลับไปที่คอร์ส",
  crumb: "ออกจากคอร์ส",
  left: "ออกจากคอร์สแล้ว ลงทะเบียนใหม่ได้ทุกเมื่อ",
  /** A leave post the page did not send (a changed or cut form). */
  refused: "ยังไม่ได้ออกจากคอร์ส: ข้อมูลที่ส่งไม่ครบ กรุณากดปุ่มยืนยันอีกครั้ง",
} as const;

/**
 * A student's exercise scores as the enrolment keeps them (exercises write them
 * through learning), in a course's lesson list and on the dashboard.
 */
export const EXERCISE_PROGRESS_TEXT = {
  rowBest: (best: number, attempts: number) => `แบบฝึกหัด ${best}% (${attempts} ครั้ง)`,
  dashboard: (lessons: number, attempts: number, average: number) =>
    `แบบฝึกหัด: ทำแล้ว ${lessons} บท รวม ${attempts} ครั้ง · เอาคะแนนครั้งที่ดีที่สุดของแต่ละบทมาเฉลี่ยกัน ได้ ${average}%`,
} as const;
