/** The order's QR picture and the payer's name (app/payments/qr-picture.server.ts, payer-name.ts). */
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { PAY } from "~/payments/messages";
import { checkPayerName } from "~/payments/payer-name";
import { promptPayPayload } from "~/payments/promptpay";
import { qrPicture, QrPictureBusyError, qrPictureVersion, QR_PICTURE_SIZE } from "~/payments/qr-picture.server";
import { decodeQr } from "../support/payments";

describe("the QR picture", () => {
  it("is a PNG whose QR reads back as the payload, drawn once for the same subject", async () => {
    const subject = { payload: promptPayPayload("0812345678", 123_400), amount: "1,234 บาท", recipient: "ครูทดสอบ ภาพคิวอาร์" };
    const png = await qrPicture(subject);
    expect(await sharp(png).metadata()).toMatchObject({ format: "png", width: QR_PICTURE_SIZE.width, height: QR_PICTURE_SIZE.height });
    expect(await decodeQr(png)).toBe(subject.payload);
    expect(await qrPicture({ ...subject })).toBe(png);
    expect(qrPictureVersion(subject)).not.toBe(qrPictureVersion({ ...subject, recipient: "คนอื่น" }));
  }, 30_000);

  it("draws two at once with a few waiting; past that it is busy, not queued without end", async () => {
    const asked = Array.from({ length: 20 }, (_, i) =>
      qrPicture({ payload: promptPayPayload("0812345678", 10_000 + i * 100), amount: `${100 + i} บาท`, recipient: "ครูทดสอบ" }).then(
        () => "drawn",
        (error: unknown) => (error instanceof QrPictureBusyError ? "busy" : String(error)),
      ),
    );
    const answers = await Promise.all(asked);
    expect(answers.filter((a) => a === "drawn")).toHaveLength(18);
    expect(answers.slice(18)).toEqual(["busy", "busy"]);
    // Once they are drawn, a new one is drawn again.
    await expect(qrPicture({ payload: promptPayPayload("0812345678", 99_900), amount: "999 บาท", recipient: "ครูทดสอบ" })).resolves.toBeInstanceOf(Buffer);
  }, 120_000);
});

describe("ออกใบเสร็จในนาม", () => {
  it.each([
    ["", null],
    ["   ", null],
    ["  คุณแม่   สมศรี ", "คุณแม่ สมศรี"],
    ["<img src=x onerror=alert(1)>คุณพ่อ", "คุณพ่อ"],
    ["\u200b\u200b", null],
    ["ก".repeat(80), "ก".repeat(80)],
  ])("takes %j as %j", (typed, name) => {
    expect(checkPayerName(typed)).toEqual({ ok: true, name });
  });

  it.each([
    ["!!!", PAY.payerEmpty],
    ["ก".repeat(81), PAY.payerLong(80)],
    ["ก".repeat(2000), PAY.payerLong(80)],
  ])("refuses %j in Thai", (typed, error) => {
    expect(checkPayerName(typed)).toEqual({ ok: false, error });
  });
});
