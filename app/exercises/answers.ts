/**
 * Reading a student's typed answers, the same way in the browser and on the
 * server: short text normalised for comparison, numbers in the ways Thai
 * students write them, and units. Pure functions, no dependencies.
 *
 * Numbers. Accepted: Thai digits (๐–๙), a leading sign (+, -, or the minus
 * sign −), spaces around the parts, `,` thousands separators, a decimal point
 * or a decimal comma, an exponent (`1e3`, `1E-3`, `2.5 × 10^3`, `2.5×10⁻³`),
 * then an optional unit. A comma is told apart like this:
 * - digits grouped by three after a first group of 1–3 digits that does not
 *   start with 0 (`1,500`, `12,345,678`, `1,500.25`): thousands separators;
 * - otherwise a single comma with no decimal point (`1,5`, `0,500`, `3,14159`):
 *   a decimal comma;
 * - anything else (`1,50,000`, `1.500,5`, `1,500,`): not a number.
 * So `1,500` is one thousand five hundred, as Thai school books write it, and a
 * student who means one and a half with a decimal comma writes `1,5`.
 * Spaces are not thousands separators (`1 500` is not a number).
 *
 * Fractions: whole numbers over a whole number (`1/2`, `-3/4`, `๓/๔`, spaces
 * around the slash allowed), or a mixed number whose fraction is proper
 * (`1 1/2` = 1.5, `-2 3/4` = -2.75; `1 3/2` is refused as a likely slip), then
 * an optional unit (`1/2 m/s`). A slash followed by a letter is a unit
 * (`9.8 m/s`), so units keep working; a zero denominator reads as
 * `divisionByZero`, which the form refuses with its own message.
 */

/** Characters that take no space and are dropped before any comparison. */
const ZERO_WIDTH = /[\u200b-\u200d\u2060\ufeff]/g;
const THAI_DIGIT = /[\u0e50-\u0e59]/g;

/** ๐–๙ → 0–9. */
function mapThaiDigits(text: string): string {
  return text.replace(THAI_DIGIT, (d) => String(d.charCodeAt(0) - 0x0e50));
}

/** NFC, zero-width characters dropped, Thai digits mapped: the first step of every comparison. */
function clean(text: string): string {
  return mapThaiDigits(text.normalize("NFC").replace(ZERO_WIDTH, ""));
}

// ---------------------------------------------------------------- short text

/**
 * A short answer for comparison: NFC, zero-width characters dropped, Thai
 * digits mapped, white space collapsed and trimmed, case folded. Also two
 * common Thai typing variants (ํ + า for ำ, เ + เ for แ) and typographic
 * quotes (a phone's ’ for ') are made the same. With `ignoreFinalFullStop`,
 * one full stop at the end is dropped ("The cat sat." = "the cat sat").
 */
export function normaliseShortText(text: string, ignoreFinalFullStop = false): string {
  const folded = clean(text)
    .replace(/\u0e4d\u0e32/g, "\u0e33")
    .replace(/\u0e40\u0e40/g, "\u0e41")
    .replace(/[\u2018\u2019\u02bc]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\s+/g, " ")
    .trim()
    .toLowerCase();
  return ignoreFinalFullStop ? folded.replace(/\s*\.$/, "") : folded;
}

// ---------------------------------------------------------------- units

const SUPERSCRIPTS: Record<string, string> = {
  "⁰": "0",
  "¹": "1",
  "²": "2",
  "³": "3",
  "⁴": "4",
  "⁵": "5",
  "⁶": "6",
  "⁷": "7",
  "⁸": "8",
  "⁹": "9",
  "⁻": "-",
  "⁺": "+",
};
const SUPERSCRIPT_RUN = /[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+/g;

function fromSuperscript(run: string): string {
  return [...run].map((c) => SUPERSCRIPTS[c] ?? c).join("");
}

/**
 * A unit for comparison: `m/s²` = `m/s^2` = `M / S^2`; `N·m` = `N m` = `N*m`;
 * `เมตร/วินาที` = `เมตร ต่อ วินาที` = `เมตรต่อวินาที`; µ (micro sign) = μ;
 * º = °. Latin letters are folded to lower case (the tutor's list decides what
 * is accepted, so `ms` and `Ms` are the same unit here).
 */
export function normaliseUnit(unit: string): string {
  return clean(unit)
    .replace(SUPERSCRIPT_RUN, (run) => `^${fromSuperscript(run)}`)
    .replace(/ต่อ/g, "/")
    .replace(/[\u2215\u2044÷]/g, "/")
    .replace(/[·⋅•∙∗*×]/g, "·")
    .replace(/\u00b5/g, "\u03bc")
    .replace(/º/g, "°")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/\s*([/·^])\s*/g, "$1")
    .replace(/\^\+/g, "^")
    .replace(/ /g, "·")
    .toLowerCase();
}

// ---------------------------------------------------------------- numbers

export type NumberReading =
  | { kind: "empty" }
  | { kind: "invalid" }
  /** A fraction with 0 below the line (`1/0`). */
  | { kind: "divisionByZero" }
  /** `unit` as typed (trimmed), "" when none; `unitKey` normalised for comparison. */
  | { kind: "number"; value: number; unit: string; unitKey: string };

const NUMBER =
  /^([+-]?)\s*(\d[\d,]*(?:\.\d*)?|\.\d+)(?:\s*[eE]\s*([+-]?\d{1,4}))?(?:\s*[×xX*]\s*10\s*(?:\^\s*\(?\s*([+-]?\d{1,4})\s*\)?|([⁺⁻]?[⁰¹²³⁴⁵⁶⁷⁸⁹]{1,4})))?(?:\s*(.*))?$/su;
const THOUSANDS = /^[1-9]\d{0,2}(?:,\d{3})+$/;
const DECIMAL_COMMA = /^(\d+),(\d+)$/;
/** [sign, whole part of a mixed number, numerator, denominator, rest]. */
const FRACTION = /^([+-]?)\s*(?:(\d+) )?(\d+)\s*\/\s*(\d+)(?:\s*(.*))?$/su;
/** The rest after a number is a unit only if it cannot be a mistyped part of the number ("12..5", "1e3e3", "1/2/3", "1/"). */
const NOT_A_UNIT_START = /^(?:[\d.,+-]|[eE×xX*]\s*[+-]?\d|\/\s*(?:[+-]?\d|$))/;

/** `unit` as typed and its comparison key, or null when the rest cannot be a unit. */
function unitOf(rest: string): { unit: string; unitKey: string } | null {
  const unit = rest.trim();
  if (NOT_A_UNIT_START.test(unit)) return null;
  return { unit, unitKey: unit === "" ? "" : normaliseUnit(unit) };
}

/** A fraction or mixed number (see the rules at the top of this file), or null when the text is not one. */
function readFraction(text: string): NumberReading | null {
  const m = FRACTION.exec(text);
  if (!m) return null;
  const [, sign = "", whole, top = "", bottom = "", rest = ""] = m;
  const unit = unitOf(rest);
  const numerator = Number(top);
  const denominator = Number(bottom);
  if (!unit || (whole !== undefined && numerator >= denominator && denominator !== 0)) return { kind: "invalid" };
  if (denominator === 0) return { kind: "divisionByZero" };
  const value = (sign === "-" ? -1 : 1) * (Number(whole ?? "0") + numerator / denominator);
  return { kind: "number", value: Object.is(value, -0) ? 0 : value, ...unit };
}

/** The integer and fraction digits of the number body, with the comma rules above, or null. */
function splitDigits(body: string): { int: string; frac: string } | null {
  const dot = body.indexOf(".");
  const intPart = dot === -1 ? body : body.slice(0, dot);
  const frac = dot === -1 ? "" : body.slice(dot + 1);
  if (!intPart.includes(",")) return { int: intPart || "0", frac };
  if (THOUSANDS.test(intPart)) return { int: intPart.replace(/,/g, ""), frac };
  const decimal = dot === -1 ? DECIMAL_COMMA.exec(intPart) : null;
  return decimal ? { int: decimal[1] ?? "0", frac: decimal[2] ?? "" } : null;
}

/** Reads a typed number answer with its optional unit (see the rules at the top of this file). */
export function readNumber(raw: string): NumberReading {
  const text = clean(raw)
    .replace(/[\u2212\u2012\u2013\ufe63\uff0d]/g, "-")
    .replace(/\s+/g, " ")
    .trim();
  if (text === "") return { kind: "empty" };
  const fraction = readFraction(text);
  if (fraction) return fraction;
  const m = NUMBER.exec(text);
  if (!m) return { kind: "invalid" };
  const [, sign = "", body = "", eExp, powExp, superExp, rest = ""] = m;
  const digits = splitDigits(body);
  if (!digits) return { kind: "invalid" };
  const unit = unitOf(rest);
  if (!unit) return { kind: "invalid" };
  const tenPower = powExp ?? (superExp === undefined ? undefined : fromSuperscript(superExp));
  if (eExp !== undefined && tenPower !== undefined) return { kind: "invalid" };
  const exponent = eExp ?? tenPower ?? "0";
  const value = Number(`${sign}${digits.int}.${digits.frac || "0"}e${exponent}`);
  if (!Number.isFinite(value)) return { kind: "invalid" };
  return { kind: "number", value: Object.is(value, -0) ? 0 : value, ...unit };
}

export type Tolerance = { kind: "absolute"; amount: number } | { kind: "relative"; amount: number };

/**
 * Whether `value` is within the tolerance of `expected`, edges included. An
 * absolute tolerance is a distance; a relative one is a percentage of
 * |expected| (so with an expected 0 only 0 is right). A few ulps of slack
 * absorb binary rounding: 9.9 is within 0.1 of 9.8.
 */
export function withinTolerance(value: number, expected: number, tolerance: Tolerance): boolean {
  const allowed = tolerance.kind === "absolute" ? tolerance.amount : (Math.abs(expected) * tolerance.amount) / 100;
  const slack = 8 * Number.EPSILON * Math.max(Math.abs(expected), Math.abs(value), allowed);
  return Math.abs(value - expected) <= allowed + slack;
}
