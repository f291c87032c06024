/** The Thai texts shared by several features' pages: pagination, and the home page, which shows courses and articles. */
export const CONTENT_TEXT = {
  pagination: {
    label: "เลือกหน้า",
    previous: "ก่อนหน้า",
    next: "ถัดไป",
    page: (n: number) => `หน้า ${n}`,
    of: (page: number, total: number) => `หน้า ${page} จาก ${total}`,
  },
  home: {
    aboutTitle: "รู้จักพี่ผู้สอน",
    featuredTitle: "คอร์สแนะนำ",
    featuredLead: "เริ่มจากคอร์สที่น้อง ๆ เรียนกันเยอะที่สุด ทุกคอร์สมีบทให้ลองเรียนฟรี",
    latestTitle: "บทความล่าสุด",
    latestLead: "เทคนิคสั้น ๆ ที่อ่านจบได้ในไม่กี่นาที",
    allCourses: "ดูคอร์สทั้งหมด",
    allArticles: "ดูบทความทั้งหมด",
  },
} as const;
