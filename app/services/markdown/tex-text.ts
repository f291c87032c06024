/**
 * A formula as text a person reads where KaTeX cannot typeset it (an e-mail,
 * plain or HTML): TeX cleaned into Unicode, never with its `$` delimiters.
 * `A \cup B` → `A ∪ B`, `x^{2}` → `x²`, `\frac{1}{2}` → `1/2`,
 * `\sqrt{x+1}` → `√(x+1)`. Commands it does not know lose their backslash
 * (`\sin x` → `sin x`); braces go. Pure: the Markdown renderer's mail mode
 * (markdown-math.server.ts) calls it.
 */
const SYMBOLS: Record<string, string> = {
  cup: "∪", cap: "∩", times: "×", div: "÷", cdot: "·", pm: "±", mp: "∓", le: "≤", leq: "≤", ge: "≥", geq: "≥",
  ne: "≠", neq: "≠", approx: "≈", equiv: "≡", sim: "∼", infty: "∞", in: "∈", notin: "∉", ni: "∋", subset: "⊂",
  subseteq: "⊆", supset: "⊃", supseteq: "⊇", setminus: "∖", emptyset: "∅", varnothing: "∅", to: "→",
  rightarrow: "→", leftarrow: "←", Rightarrow: "⇒", Leftarrow: "⇐", leftrightarrow: "↔", Leftrightarrow: "⇔",
  iff: "⇔", implies: "⇒", forall: "∀", exists: "∃", neg: "¬", lnot: "¬", land: "∧", wedge: "∧", lor: "∨", vee: "∨",
  alpha: "α", beta: "β", gamma: "γ", delta: "δ", epsilon: "ε", varepsilon: "ε", zeta: "ζ", eta: "η", theta: "θ",
  iota: "ι", kappa: "κ", lambda: "λ", mu: "μ", nu: "ν", xi: "ξ", pi: "π", rho: "ρ", sigma: "σ", tau: "τ",
  phi: "φ", varphi: "φ", chi: "χ", psi: "ψ", omega: "ω", Gamma: "Γ", Delta: "Δ", Theta: "Θ", Lambda: "Λ",
  Pi: "Π", Sigma: "Σ", Phi: "Φ", Psi: "Ψ", Omega: "Ω", sum: "Σ", prod: "∏", int: "∫", partial: "∂",
  nabla: "∇", angle: "∠", triangle: "△", degree: "°", circ: "∘", perp: "⊥", parallel: "∥", ldots: "…",
  cdots: "⋯", dots: "…", prime: "′", quad: " ", qquad: " ", mid: "|", vert: "|", lvert: "|", rvert: "|",
  langle: "⟨", rangle: "⟩", lfloor: "⌊", rfloor: "⌋", lceil: "⌈", rceil: "⌉", overline: "", left: "", right: "",
  displaystyle: "", limits: "",
};
const SUPERSCRIPT: Record<string, string> = { 0: "⁰", 1: "¹", 2: "²", 3: "³", 4: "⁴", 5: "⁵", 6: "⁶", 7: "⁷", 8: "⁸", 9: "⁹", "+": "⁺", "-": "⁻", "=": "⁼", "(": "⁽", ")": "⁾", n: "ⁿ", i: "ⁱ" };
const SUBSCRIPT: Record<string, string> = { 0: "₀", 1: "₁", 2: "₂", 3: "₃", 4: "₄", 5: "₅", 6: "₆", 7: "₇", 8: "₈", 9: "₉", "+": "₊", "-": "₋", "=": "₌", "(": "₍", ")": "₎" };
/** A brace group without braces inside (the innermost first). */
const GROUP = "\\{([^{}]*)\\}";

/** `x` as super- or subscript characters when each has one, else `^(x)` / `_(x)`. */
function script(x: string, map: Record<string, string>, mark: string): string {
  const chars = Array.from(x.trim());
  if (chars.length > 0 && chars.every((c) => c in map)) return chars.map((c) => map[c]).join("");
  return chars.length === 1 ? `${mark}${x.trim()}` : `${mark}(${x.trim()})`;
}

const wrap = (x: string) => (Array.from(x.trim()).length > 1 ? `(${x.trim()})` : x.trim());

export function readableTex(tex: string): string {
  let s = tex.replace(/\\[,;:! ]/g, " ").replace(/\\([{}%$&#_])/g, (_, c: string) => `\uE002${c.charCodeAt(0)}\uE003`);
  // Innermost groups first, so nested fractions and scripts come out right; bounded by the formula's length.
  for (let i = 0; i < 50; i++) {
    const before = s;
    s = s
      .replace(new RegExp(`\\\\[dt]?frac\\s*${GROUP}\\s*${GROUP}`, "g"), (_, a: string, b: string) => `${wrap(a)}/${wrap(b)}`)
      .replace(new RegExp(`\\\\sqrt\\s*\\[([^\\]]*)\\]\\s*${GROUP}`, "g"), (_, n: string, x: string) => `${script(n, SUPERSCRIPT, "^")}√${wrap(x)}`)
      .replace(new RegExp(`\\\\sqrt\\s*${GROUP}`, "g"), (_, x: string) => `√${wrap(x)}`)
      .replace(new RegExp(`\\^\\s*${GROUP}`, "g"), (_, x: string) => script(x, SUPERSCRIPT, "^"))
      .replace(new RegExp(`_\\s*${GROUP}`, "g"), (_, x: string) => script(x, SUBSCRIPT, "_"))
      .replace(new RegExp(`\\\\(?:text|mathrm|mathbf|mathit|mathsf|mathtt|operatorname|textbf|textit|boxed|overline|vec|hat|bar)\\s*${GROUP}`, "g"), (_, x: string) => x);
    if (s === before) break;
  }
  s = s
    .replace(/\^\s*([A-Za-z0-9+-])/g, (_, x: string) => script(x, SUPERSCRIPT, "^"))
    .replace(/_\s*([A-Za-z0-9])/g, (_, x: string) => script(x, SUBSCRIPT, "_"))
    .replace(/\\sqrt\s*([A-Za-z0-9])/g, "√$1")
    .replace(/\\([A-Za-z]+)/g, (_, name: string) => SYMBOLS[name] ?? name)
    .replace(/[{}]/g, "")
    .replace(/\\\\/g, "; ")
    .replace(/\uE002(\d+)\uE003/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, " ")
    .trim();
  return s;
}
