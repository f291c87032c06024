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
    /** The lead when some course has no free lesson: nothing claimed about free lessons. */
    featuredLeadPlain: "เริ่มจากคอร์สที่น้อง ๆ เรียนกันเยอะที่สุด",
    /** The end of the "about" paragraph, as true as the courses make it (routes/_index.tsx). */
    aboutFree: {
      all: "ใช้ได้ฟรีทั้งหมด",
      previews: "บทความอ่านได้ฟรี และทุกคอร์สมีบทให้ลองเรียนฟรี",
      articles: "บทความอ่านได้ฟรีทุกเรื่อง",
    },
    /** The third fact beside the tutor: what is free. */
    freeFact: { all: "ทุกบทเรียน", articles: "ทุกบทความ" },
    latestTitle: "บทความล่าสุด",
    latestLead: "เทคนิคสั้น ๆ ที่อ่านจบได้ในไม่กี่นาที",
    allCourses: "ดูคอร์สทั้งหมด",
    allArticles: "ดูบทความทั้งหมด",
  },
} as const;
