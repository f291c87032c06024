/**
 * What a Thai bank slip's QR says, for the tutor (browser-safe, pure). The slip's "mini QR"
 * (the banks' slip verification code) is EMVCo-style TLV: two digits of tag, two of length,
 * the value. Tag 00 holds, nested the same way, 00 the API id ("000001"), 01 the sending
 * bank's code ("014") and 02 the bank's transaction reference; then 51 the country ("TH")
 * and 91 a CRC. The tutor reads the reference against the bank app, never the raw payload.
 * The whole payload stays what a slip is claimed by (payments.store.server.ts).
 */

/** The sending banks' codes (the Bank of Thailand's list) as people name them. */
const BANKS: Readonly<Record<string, string>> = {
  "002": "กรุงเทพ",
  "004": "กสิกรไทย",
  "006": "กรุงไทย",
  "011": "ทหารไทยธนชาต",
  "014": "ไทยพาณิชย์",
  "022": "ซีไอเอ็มบี ไทย",
  "024": "ยูโอบี",
  "025": "กรุงศรีอยุธยา",
  "030": "ออมสิน",
  "033": "อาคารสงเคราะห์",
  "034": "ธ.ก.ส.",
  "067": "ทิสโก้",
  "069": "เกียรตินาคินภัทร",
  "073": "แลนด์ แอนด์ เฮ้าส์",
};

/** The fields of a TLV text, or null when the text is not one whole TLV run. */
function fields(text: string): Map<string, string> | null {
  const out = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const head = text.slice(i, i + 4);
    if (!/^\d{4}$/.test(head)) return null;
    const length = Number(head.slice(2));
    const value = text.slice(i + 4, i + 4 + length);
    if (value.length !== length) return null;
    out.set(head.slice(0, 2), value);
    i += 4 + length;
  }
  return out.size > 0 ? out : null;
}

export interface SlipReference {
  /** The bank's transaction reference. */
  ref: string;
  /** The sending bank's name ("ไทยพาณิชย์"), its code when unknown, null when the slip has none. */
  bank: string | null;
}

/** The transaction reference (and the sending bank) of a slip's QR text, or null when it is not a bank slip's code. */
export function slipReference(payload: string): SlipReference | null {
  const top = fields(payload.trim());
  const inner = top?.get("00");
  const nested = inner ? fields(inner) : null;
  const ref = nested?.get("02")?.trim();
  if (!ref || !/^[\x21-\x7e]+$/.test(ref)) return null;
  const code = nested?.get("01") ?? null;
  return { ref, bank: code ? (BANKS[code] ?? code) : null };
}
