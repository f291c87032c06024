/**
 * The one axe-core check of the browser tests: WCAG 2.0/2.1 A and AA and axe's
 * best practices, plus two rules outside those tags that the issues name (an
 * accessible name that differs from the visible label, which axe marks
 * experimental, and WCAG 2.2's target size).
 *
 * Legacy mode: axe runs in the page itself (`axe.run`). The default mode runs
 * each frame apart and merges the results in a new blank tab, which here only
 * adds a tab and a second injection of axe per check: the site's pages have no
 * same-origin frames to merge, and cross-origin ones (a started video) are
 * another site's page.
 *
 * Only the violations are reported in full (`resultTypes`): axe still runs every
 * rule on every node, but no longer builds a selector for each node that passes,
 * which took about a third of each check (issue 45).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
const EXTRA_RULES = { "label-content-name-mismatch": { enabled: true }, "target-size": { enabled: true } };

export interface Violation {
  rule: string;
  impact: string | null | undefined;
  /** Each node: its selector and what axe says to fix. */
  nodes: string[];
}

/** The page's axe violations (none: `[]`). */
export async function axeViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).withTags(TAGS).options({ rules: EXTRA_RULES, resultTypes: ["violations"] }).setLegacyMode().analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    nodes: v.nodes.map((n) => `${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`),
  }));
}
