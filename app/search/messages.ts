/** The Thai texts of the site-wide search (/search and the top bar's box). */
export const SEARCH_TEXT = {
  title: "ค้นหา",
  metaDescription: "ค้นหาบทความ คอร์ส และบทเรียนทั้งหมดของติวกับพี่",
  lead: "ค้นหาจากชื่อ คำอธิบาย และเนื้อหาของบทความ คอร์ส และบทเรียน",
  label: "ค้นหาทั้งเว็บไซต์",
  /** The search page's own form (a second search landmark: its own name). */
  pageLabel: "ค้นหาอีกครั้ง",
  placeholder: "เช่น สมการ, Mind Map",
  /** The top bar's narrower box (8–12rem): an example short enough to be read whole there. */
  placeholderCompact: "เช่น สมการ",
  button: "ค้นหา",
  resultsFor: (q: string, n: number) => `ผลการค้นหา “${q}” พบทั้งหมด ${n} รายการ`,
  tooShort: "พิมพ์คำที่ต้องการค้นหา เช่น ชื่อวิชาหรือหัวข้อที่อยากเรียน",
  noResultsTitle: "ไม่พบสิ่งที่ค้นหา",
  noResults: (q: string) => `ไม่พบบทความ คอร์ส หรือบทเรียนที่ตรงกับ “${q}” ลองใช้คำอื่นหรือคำที่สั้นลง`,
  groups: { article: "บทความ", course: "คอร์ส", lesson: "บทเรียน" },
  count: (n: number) => `${n} รายการ`,
  more: (n: number) => `และอีก ${n} รายการ ลองใช้คำค้นที่เจาะจงขึ้น`,
  inCourse: (course: string) => `ในคอร์ส ${course}`,
  locked: "ต้องลงทะเบียนก่อน",
  freePreview: "ดูฟรี",
  lessons: (n: number) => `${n} บทเรียน`,
} as const;
