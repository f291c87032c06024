/** Every Thai text of the parent's weekly note: the student's status line, the parent's two pages, the two e-mails. */
import type { ParentState } from "./state";

/** The status line under the parent e-mail on /profile. */
export const PARENT_STATUS: Record<ParentState | "lapsed", string> = {
  pending: "รอผู้ปกครองยืนยัน: ส่งลิงก์ยืนยันไปที่อีเมลนี้แล้ว",
  lapsed: "รอผู้ปกครองยืนยัน: ลิงก์ยืนยันหมดอายุแล้ว กดบันทึกอีกครั้งเพื่อส่งลิงก์ใหม่",
  confirmed: "ผู้ปกครองรับสรุปทุกสัปดาห์",
  stopped: "ผู้ปกครองหยุดรับแล้ว",
};

/** The refusal under the parent e-mail when a student changed it too often (429). */
export const PARENT_LIMIT = "เปลี่ยนอีเมลผู้ปกครองได้วันละ 5 ครั้ง (ทุกครั้งส่งอีเมลยืนยัน) ลองใหม่พรุ่งนี้";

/** The notice after a save of /profile that mailed a new parent address. */
export const PARENT_LINK_SENT = "ส่งลิงก์ยืนยันไปที่อีเมลผู้ปกครองแล้ว";

export const PARENT_PAGES = {
  confirm: {
    title: "ยืนยันการรับสรุปการเรียนทุกสัปดาห์",
    ask: (name: string) => `${name} ขอให้ส่งสรุปการเรียนทุกสัปดาห์มาที่อีเมลของคุณ กดปุ่มด้านล่างเพื่อยืนยัน`,
    what: "ทุกวันจันทร์ เราจะส่งอีเมลสั้น ๆ: บทเรียนที่เรียนจบ คะแนนแบบฝึกหัด ผลข้อสอบจำลอง คาบติวที่เข้าเรียนหรือขาด การบ้าน และคำถามที่รอคำตอบ ในแต่ละอีเมลมีลิงก์หยุดรับได้ในคลิกเดียว",
    button: "ยืนยัน",
    ignore: "ถ้าคุณไม่ได้ขอ ไม่ต้องกดอะไร จะไม่มีสรุปส่งมา",
    done: "ยืนยันแล้ว สรุปฉบับแรกจะส่งมาในวันจันทร์ที่จะถึง",
  },
  stop: {
    title: "หยุดรับสรุปการเรียน",
    ask: (name: string) => `หยุดรับสรุปการเรียนทุกสัปดาห์ของ ${name} ใช่ไหม`,
    button: "หยุดรับสรุป",
    done: "หยุดส่งแล้ว จะไม่มีสรุปส่งมาที่อีเมลนี้อีก",
  },
  /** The state a link is in, as its page says it. */
  state: {
    pending: (name: string) => `อีเมลนี้ยังไม่ได้ยืนยันการรับสรุปการเรียนของ ${name}`,
    confirmed: (name: string) => `อีเมลนี้รับสรุปการเรียนของ ${name} ทุกวันจันทร์`,
    stopped: (name: string) => `อีเมลนี้หยุดรับสรุปการเรียนของ ${name} แล้ว`,
  } satisfies Record<ParentState, (name: string) => string>,
  /** A student without a display name (never: a parent e-mail is saved with one). */
  someone: "นักเรียน",
  unknown: { title: "ไม่พบลิงก์นี้", text: "ลิงก์นี้ไม่ถูกต้อง หรือถูกแทนที่แล้ว (เช่น นักเรียนเปลี่ยนอีเมลผู้ปกครอง)" },
  expired: { title: "ลิงก์นี้หมดอายุแล้ว", text: "ลิงก์ยืนยันใช้ได้ 7 วัน ให้นักเรียนบันทึกอีเมลผู้ปกครองใหม่ในหน้าโปรไฟล์ เพื่อส่งลิงก์ใหม่" },
  home: "ไปหน้าแรกของเว็บไซต์",
} as const;

export const PARENT_MAIL = {
  confirm: {
    subject: (name: string) => `ยืนยันการรับสรุปการเรียนของ ${name} ทุกสัปดาห์`,
    hello: (name: string) => `เรียน ผู้ปกครองของ ${name}`,
    body: (name: string) =>
      `${name} ใส่อีเมลนี้เป็นอีเมลผู้ปกครอง เพื่อให้คุณได้รับสรุปการเรียนสั้น ๆ ทุกสัปดาห์ เราจะยังไม่ส่งอะไรจนกว่าคุณจะยืนยัน`,
    link: "กดปุ่มด้านล่าง แล้วกด “ยืนยัน” อีกครั้งในหน้าที่เปิดขึ้น (ใช้ได้ 7 วัน)",
    button: "ยืนยันการรับสรุป",
    footer: "ถ้าคุณไม่ได้ขอ ไม่ต้องทำอะไร จะไม่มีอีเมลส่งมาอีก",
  },
  note: {
    subject: (name: string, from: string, to: string) => `สรุปการเรียนของ ${name} (${from} – ${to})`,
    hello: (name: string) => `เรียน ผู้ปกครองของ ${name}`,
    intro: (name: string, from: string, to: string) => `สรุปการเรียนของ ${name} ระหว่างวันที่ ${from} ถึง ${to}`,
    lessons: "บทเรียนที่เรียนจบ",
    scores: "คะแนนแบบฝึกหัด",
    mockExams: "ข้อสอบจำลองที่ทำในสัปดาห์นี้",
    weakTopics: (percent: number) => `หัวข้อที่ควรทบทวน (ได้ไม่ถึง ${percent}% ในข้อสอบจำลอง)`,
    sessions: "คาบติว",
    homework: "การบ้านจากคาบติว",
    questions: "คำถามที่รอคำตอบจากติวเตอร์",
    none: "ไม่มีในสัปดาห์นี้",
    score: (lesson: string, earned: string, total: string, percent: number) => `${lesson}: ${earned}/${total} คะแนน (${percent}%)`,
    session: (at: string, title: string, state: string) => `${at} ${title}: ${state}`,
    sessionHomework: (at: string, title: string) => `การบ้านจากคาบติว ${at} ${title}`,
    attended: "เข้าเรียน",
    absent: "ขาดเรียน",
    unmarked: "ยังไม่ได้บันทึกการเข้าเรียน",
    asked: (lesson: string, at: string) => `${lesson} (ถามเมื่อ ${at})`,
    stopLink: "ไม่ต้องการรับสรุปนี้แล้ว หยุดได้ในคลิกเดียว",
    stopButton: "หยุดรับสรุป",
    footer: "อีเมลนี้ส่งถึงผู้ปกครองที่ยืนยันอีเมลแล้วเท่านั้น",
  },
} as const;
