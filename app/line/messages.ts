/** Thai texts of the LINE channel: the profile's LINE part and message settings, and the account's replies in LINE. */
import { BRAND } from "~/platform/site";

export const LINE = {
  title: "รับข่าวทาง LINE",
  lead: `เชื่อม LINE ของน้องกับ ${BRAND} แล้วพี่จะส่งข่าว เช่น คำตอบจากพี่และการเปลี่ยนแปลงการติว ไปทาง LINE ด้วย`,
  notLinked: "ยังไม่ได้เชื่อม LINE",
  linked: "เชื่อม LINE แล้ว ข่าวที่เปิดรับทาง LINE จะส่งไปที่ LINE ของน้อง",
  getCode: "ขอรหัสเชื่อม LINE",
  steps: "ทำตามนี้ภายใน 15 นาที:",
  step1: "เพิ่มเพื่อนบัญชี LINE ของเรา (แตะลิงก์ หรือสแกน QR code ด้วยแอป LINE)",
  addFriend: (basicId: string) => `เพิ่มเพื่อน ${BRAND} ใน LINE (${basicId})`,
  qrLabel: (basicId: string) => `QR code สำหรับเพิ่มเพื่อน ${basicId} ใน LINE`,
  step2: "ส่งรหัสนี้ในแชตกับบัญชีของเรา:",
  codeLabel: "รหัสเชื่อม LINE",
  expires: (time: string) => `ใช้ได้ถึง ${time} น. และใช้ได้ครั้งเดียว`,
  step3: "เมื่อบัญชีตอบว่าเชื่อมแล้ว กลับมาที่หน้านี้ (โหลดหน้าใหม่) จะเห็นว่าเชื่อม LINE แล้ว",
  unlink: "เลิกเชื่อม LINE",
  unlinked: "เลิกเชื่อม LINE แล้ว จะไม่มีข่าวส่งไปทาง LINE อีก",
  settingsTitle: "เลือกช่องทางรับข่าว",
  settingsLead: "เลือกได้ทีละเรื่องว่าจะรับทางอีเมล ทาง LINE ทั้งสองทาง หรือไม่รับเลย",
  settingsLineHint: "ช่อง LINE ใช้ได้เมื่อเชื่อม LINE แล้ว",
  kind: "เรื่อง",
  email: "อีเมล",
  line: "LINE",
  byEmail: (kind: string) => `${kind} ทางอีเมล`,
  byLine: (kind: string) => `${kind} ทาง LINE`,
  save: "บันทึกช่องทางรับข่าว",
  saved: "บันทึกช่องทางรับข่าวแล้ว",
  /** The account's replies in LINE. */
  reply: {
    linked: `เชื่อม LINE กับ ${BRAND} เรียบร้อยแล้ว ต่อจากนี้พี่จะส่งข่าวที่น้องเลือกไว้มาทางนี้ เลิกรับได้ที่หน้าโปรไฟล์บนเว็บไซต์`,
    badCode: "รหัสนี้ไม่ถูกต้อง หมดอายุ หรือใช้ไปแล้ว กรุณาขอรหัสใหม่ที่หน้าโปรไฟล์บนเว็บไซต์แล้วส่งมาอีกครั้ง",
    welcome: `ขอบคุณที่เพิ่มเพื่อน ${BRAND} ถ้าจะรับข่าวทาง LINE ให้ขอรหัสเชื่อม LINE ที่หน้าโปรไฟล์บนเว็บไซต์ แล้วส่งรหัสมาในแชตนี้`,
  },
} as const;
