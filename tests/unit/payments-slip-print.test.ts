/**
 * The slip's perceptual print (app/payments/slip-print.server.ts): the same slip with a box
 * over its QR is alike; slips of one layout but other text are not; and the QR reader's
 * budget: a picture of noise is given up within it, off the main thread.
 */
import { describe, expect, it } from "vitest";
import { alike, alikeOrders, slipPrint, tileDistances } from "~/payments/slip-print.server";
import { READ_BUDGET_MS, readQr } from "~/payments/qr.server";
import { bankSlip, coveredQr, noisePicture } from "../support/slip-pictures";

describe("the slip's print", () => {
  it("is 16 dHashes of 64 bits; the same picture re-encoded is the same print", async () => {
    const slip = await bankSlip("ref-print-1", 1);
    const print = (await slipPrint(slip))!;
    expect(print).toMatch(/^[0-9a-f]{256}$/);
    expect(tileDistances(print, print)).toEqual(Array(16).fill(0));
    const again = (await slipPrint(Buffer.from(slip)))!;
    expect(again).toBe(print);
    expect(await slipPrint(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it("finds the slip again with its QR covered, in white, grey or black", async () => {
    const slip = await bankSlip("ref-print-2", 7);
    const print = (await slipPrint(slip))!;
    for (const colour of ["#ffffff", "#888888", "#000000"]) {
      const covered = (await slipPrint(await coveredQr(slip, colour)))!;
      expect(covered).not.toBe(print);
      expect(alike(print, covered)).toBe(true);
    }
  });

  it("does not take another transfer on the same bank's layout for it", async () => {
    const print = (await slipPrint(await bankSlip("ref-print-3", 1)))!;
    for (let seed = 2; seed < 14; seed++) expect(alike(print, (await slipPrint(await bankSlip("ref-print-3", seed)))!)).toBe(false);
  });

  it("names each other order once, never the slip's own, and ignores prints of another shape", () => {
    const p = "0".repeat(256);
    const near = `${"f".repeat(16)}${"0".repeat(240)}`;
    const far = "f".repeat(256);
    const prints = [
      { orderId: "a", print: p },
      { orderId: "b", print: near },
      { orderId: "b", print: p },
      { orderId: "c", print: far },
      { orderId: "d", print: "0".repeat(16) },
    ];
    expect(alikeOrders("a", p, prints)).toEqual(["b"]);
    expect(alikeOrders("a", undefined, prints)).toEqual([]);
  });
});

describe("reading a slip's QR", () => {
  it("reads a bank slip's small QR", async () => {
    expect(await readQr(await bankSlip("ref-qr-read-1", 3))).toBe("ref-qr-read-1");
  });

  it("gives up a 1 600 × 1 600 picture of noise within its budget while the main thread keeps answering", async () => {
    const noise = await noisePicture(1600);
    let worst = 0;
    let last = performance.now();
    const tick = setInterval(() => {
      const now = performance.now();
      worst = Math.max(worst, now - last);
      last = now;
    }, 10);
    const started = performance.now();
    const text = await readQr(noise);
    const took = performance.now() - started;
    clearInterval(tick);
    expect(text).toBeNull();
    expect(took).toBeLessThan(READ_BUDGET_MS + 1_500);
    expect(worst).toBeLessThan(200);
  });
});
