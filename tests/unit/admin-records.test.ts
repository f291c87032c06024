/** The admin lists' query string, pagination, Thai search, and the CSV writer (pure). */
import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "~/admin/records/csv";
import { matchesSearch, pageHref, paginate, readListQuery } from "~/admin/records/list-query";

describe("list query", () => {
  it.each([
    ["", 1],
    ["?page=3", 3],
    ["?page=abc", 1],
    ["?page=0", 1],
    ["?page=-4", 1],
    ["?page=2.5", 1],
    ["?page=99999999999", 1],
    ["?page=%00", 1],
  ])("%s → page %i (never an error)", (search, page) => {
    expect(readListQuery(new URL(`http://x/admin/students${search}`)).page).toBe(page);
  });

  it("trims the search and caps its length", () => {
    expect(readListQuery(new URL("http://x/?q=%20%E0%B8%A1%E0%B8%B0%E0%B8%9B%E0%B8%A3%E0%B8%B2%E0%B8%87%20")).q).toBe("มะปราง");
    expect(readListQuery(new URL(`http://x/?q=${"ก".repeat(101)}`)).q).toBe("");
  });

  it("paginates 25 a page and clamps a page past the end to the last one", () => {
    const items = Array.from({ length: 60 }, (_, i) => i);
    expect(paginate(items, 1)).toMatchObject({ page: 1, totalPages: 3, total: 60, items: items.slice(0, 25) });
    expect(paginate(items, 3).items).toEqual(items.slice(50));
    expect(paginate(items, 9).page).toBe(3);
    expect(paginate([], 5)).toMatchObject({ page: 1, totalPages: 1, items: [] });
  });

  it("keeps the other parameters in page links", () => {
    expect(pageHref("/admin/trash?q=%E0%B8%81", 2)).toBe("/admin/trash?q=%E0%B8%81&page=2");
    expect(pageHref("/admin?q=a&lessonsPage=2", 1, "lessonsPage")).toBe("/admin?q=a");
  });
});

describe("Thai search", () => {
  it("finds a Thai word inside a name without spaces, ignoring case, zero-width spaces and the two-เ spelling", () => {
    expect(matchesSearch("ปราง", "น้องมะปราง")).toBe(true);
    expect(matchesSearch("แม่", "คุณเเม่\u200Bบ้าน")).toBe(true);
    expect(matchesSearch("STUDENT1@", "student1@example.com")).toBe(true);
    expect(matchesSearch("ภูมิ", "น้องมะปราง", "student1@example.com")).toBe(false);
    expect(matchesSearch("", "anything")).toBe(true);
    expect(matchesSearch("ทำ", "ทํางาน")).toBe(true); // SARA AM typed as NIKHAHIT + SARA AA
  });
});

describe("CSV", () => {
  it("quotes every cell and doubles quotes", () => {
    expect(csvCell('เขาว่า "ดี", มาก')).toBe('"เขาว่า ""ดี"", มาก"');
    expect(csvCell(42)).toBe('"42"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(-3500)).toBe('"-3500"');
    expect(csvCell("บรรทัด\nสอง")).toBe('"บรรทัด\nสอง"');
  });

  it.each(["=1+1", "+66812345678", "-2", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://evil")'])(
    "neutralises the formula %j with a leading apostrophe",
    (cell) => {
      expect(csvCell(cell)).toBe(`"'${cell.replace(/"/g, '""')}"`);
    }
  );

  it("starts with a UTF-8 byte order mark and ends lines with CRLF", () => {
    const csv = toCsv(["ชื่อ", "อีเมล"], [["น้องมะปราง", "a@example.com"]]);
    expect(csv).toBe('\uFEFF"ชื่อ","อีเมล"\r\n"น้องมะปราง","a@example.com"\r\n');
    expect(Buffer.from(csv, "utf8").subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
  });
});
