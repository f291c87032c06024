/** The bank's reference picked out of a slip's QR text (app/payments/slip-ref.ts), not the raw payload. */
import { describe, expect, it } from "vitest";
import { slipReference } from "~/payments/slip-ref";
import { slipPayload } from "../support/payments";

describe("a slip's reference", () => {
  it("is the nested tag 02 of tag 00, with the sending bank named", () => {
    expect(slipReference("0046000600000101030140225202311158ZQzGQpkwYbWE0sNx5102TH9104C3B8")).toEqual({ ref: "202311158ZQzGQpkwYbWE0sNx", bank: "ไทยพาณิชย์" });
    expect(slipReference(slipPayload("2025112612345KBANK0001", "004"))).toEqual({ ref: "2025112612345KBANK0001", bank: "กสิกรไทย" });
    expect(slipReference(slipPayload("REF123", "999"))).toEqual({ ref: "REF123", bank: "999" });
  });

  it("is null for what is not a bank slip's code: a PromptPay payment QR's missing reference, a broken length, any text", () => {
    expect(slipReference("hold-abc123")).toBeNull();
    expect(slipReference("")).toBeNull();
    expect(slipReference("0046000600000101030140225ABC5102TH")).toBeNull();
    expect(slipReference("0010000600000151")).toBeNull();
    expect(slipReference("00100006000001")).toBeNull();
  });
});
