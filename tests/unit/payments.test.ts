/** The pure parts of payments (app/payments/): PromptPay payload, id checksum, QR round trip, baht. */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { bahtNumber, bahtText, formatBaht, parseBaht } from "~/payments/baht";
import { isThaiIdValid, promptPayKind, promptPayPayload } from "~/payments/promptpay";
import { qrSvg, readQr } from "~/payments/qr.server";
import { buddhistYear, receiptId, receiptLabel } from "~/payments/receipt-number";

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), computed here independently of the library. */
function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "ascii")) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

describe("PromptPay payload (published examples of dtinth/promptpay-qr)", () => {
  it.each([
    ["0801234567", 0, "00020101021129370016A000000677010111011300668012345675802TH530376463046197"],
    ["080-123-4567", 0, "00020101021129370016A000000677010111011300668012345675802TH530376463046197"],
    ["1111111111111", 0, "00020101021129370016A000000677010111021311111111111115802TH530376463047B5A"],
    ["0123456789012", 0, "00020101021129370016A000000677010111021301234567890125802TH530376463040CBD"],
    ["000-000-0000", 422, "00020101021229370016A000000677010111011300660000000005802TH530376454044.226304E469"],
  ])("%s, %i satang", (target, satang, expected) => {
    const payload = promptPayPayload(target, satang);
    expect(payload).toBe(expected);
    // The last four characters are the CRC-16/CCITT of everything before them.
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it("an amount in satang is exact (3,500.50 baht)", () => {
    const payload = promptPayPayload("0812345678", 350_050);
    expect(payload).toContain("5407" + "3500.50");
    expect(payload).toContain("010212"); // dynamic: an amount is set
    expect(crc16(payload.slice(0, -4))).toBe(payload.slice(-4));
  });

  it("refuses a fraction of a satang", () => {
    expect(() => promptPayPayload("0812345678", 1.5)).toThrow(RangeError);
  });
});

describe("the 13-digit id checksum", () => {
  it.each([
    ["1234567890121", true], // the usual published example, 1-2345-67890-12-1
    ["1101700230708", true],
    ["1101700230705", false],
    ["1111111111111", false],
    ["110170023070", false],
  ])("%s → %s", (id, ok) => expect(isThaiIdValid(id)).toBe(ok));

  it("tells the kinds of PromptPay id apart", () => {
    expect(promptPayKind("081-234-5678")).toEqual({ kind: "phone", digits: "0812345678" });
    expect(promptPayKind("+66812345678")).toEqual({ kind: "phone", digits: "0812345678" });
    expect(promptPayKind("1-2345-67890-12-1")).toEqual({ kind: "id", digits: "1234567890121" });
    expect(promptPayKind("1234567890122")).toBeNull();
    expect(promptPayKind("123456789012345")).toEqual({ kind: "ewallet", digits: "123456789012345" });
    expect(promptPayKind("12345")).toBeNull();
    expect(promptPayKind("abc")).toBeNull();
  });
});

describe("the QR as SVG", () => {
  it("decodes back, with the reader slips use, to the payload", async () => {
    const payload = promptPayPayload("0812345678", 350_000);
    const svg = await qrSvg(payload);
    expect(svg).toMatch(/^<svg[^>]*xmlns/);
    const png = await sharp(Buffer.from(svg)).png().toBuffer();
    expect(await readQr(png)).toBe(payload);
  });

  it("a picture without a code reads as null, bytes that are no picture too", async () => {
    const blank = await sharp({ create: { width: 200, height: 200, channels: 3, background: "#fff" } }).png().toBuffer();
    expect(await readQr(blank)).toBeNull();
    expect(await readQr(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});

describe("baht", () => {
  it.each([
    ["3,500", 350_000],
    ["3500", 350_000],
    ["๓,๕๐๐", 350_000],
    ["3,500 บาท", 350_000],
    ["3500.5", 350_050],
    ["0.25", 25],
    [" 120 ", 12_000],
    ["3,50", null],
    ["-5", null],
    ["1.234", null],
    ["", null],
    ["สามพัน", null],
    ["20000000", null],
  ])("parses %j → %j", (input, satang) => expect(parseBaht(input)).toBe(satang));

  it("shows amounts for people and for spreadsheets", () => {
    expect(formatBaht(350_000)).toBe("3,500 บาท");
    expect(formatBaht(350_050)).toBe("3,500.50 บาท");
    expect(formatBaht(5)).toBe("0.05 บาท");
    expect(bahtNumber(350_050)).toBe("3500.50");
    expect(bahtNumber(350_000)).toBe("3500");
  });

  it.each([
    [350_000, "สามพันห้าร้อยบาทถ้วน"],
    [100, "หนึ่งบาทถ้วน"],
    [1_100, "สิบเอ็ดบาทถ้วน"],
    [2_100, "ยี่สิบเอ็ดบาทถ้วน"],
    [10_100, "หนึ่งร้อยเอ็ดบาทถ้วน"],
    [2_000, "ยี่สิบบาทถ้วน"],
    [12_050, "หนึ่งร้อยยี่สิบบาทห้าสิบสตางค์"],
    [50, "ห้าสิบสตางค์"],
    [1, "หนึ่งสตางค์"],
    [0, "ศูนย์บาทถ้วน"],
    [100_000_000, "หนึ่งล้านบาทถ้วน"],
    [100_000_100, "หนึ่งล้านเอ็ดบาทถ้วน"],
    [1_234_567_800, "สิบสองล้านสามแสนสี่หมื่นห้าพันหกร้อยเจ็ดสิบแปดบาทถ้วน"],
  ])("%i satang → %s", (satang, words) => expect(bahtText(satang)).toBe(words));
});

describe("receipt numbers", () => {
  it("are per Buddhist year of the day in Bangkok", () => {
    expect(buddhistYear(new Date("2026-06-01T00:00:00Z"))).toBe(2569);
    // 31 December 2025 at 18:00 UTC is already 1 January 2026 in Bangkok.
    expect(buddhistYear(new Date("2025-12-31T18:00:00Z"))).toBe(2569);
    expect(receiptLabel(2569, 1)).toBe("2569/0001");
    expect(receiptLabel(2569, 12345)).toBe("2569/12345");
    expect(receiptId(2569, 7)).toBe("2569-0007");
  });
});
