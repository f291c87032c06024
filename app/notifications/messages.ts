/** The Thai texts of notifications on the site: the top bar's link, the page, and the titles the producers write. */
export const NOTIFY = {
  /** The top bar's link and the page's title. */
  title: "การแจ้งเตือน",
  /** The link's accessible name with unread ones: "การแจ้งเตือน 3 รายการที่ยังไม่อ่าน". */
  unread: (n: number) => `${n} รายการที่ยังไม่อ่าน`,
  lead: (kept: number) => `ข่าวจากพี่ติวเตอร์: คำตอบ การบ้าน และนัดเรียน (เก็บไว้ ${kept} รายการล่าสุด)`,
  empty: "ยังไม่มีการแจ้งเตือน",
  markAll: "ทำเครื่องหมายว่าอ่านแล้วทั้งหมด",
  markedAll: "ทำเครื่องหมายว่าอ่านแล้วทั้งหมดแล้ว",
  /** A mark-all post the page did not send (a changed or cut form). */
  refused: "ยังไม่ได้ทำเครื่องหมาย: ข้อมูลที่ส่งไม่ครบ กรุณากดปุ่มอีกครั้ง",
  newBadge: "ใหม่",
  listLabel: "รายการแจ้งเตือน ล่าสุดก่อน",
} as const;
