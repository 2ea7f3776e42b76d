import type { Page } from "@playwright/test";
import axe from "axe-core";

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
const BLOCKING = new Set(["serious", "critical"]);

export interface Finding {
  /** Where: the route, plus the overlay when one was open. */
  where: string;
  rule: string;
  impact: string;
  help: string;
  /** The first few offending elements' selectors, with axe's reason for the first. */
  targets: string[];
  summary: string;
}

/**
 * Waits for a page's real content: the route's code loaded, the session known, and no skeleton
 * or "Loading..." status left, so the scan never judges a placeholder.
 */
export async function waitForContent(page: Page, timeout = 15_000): Promise<void> {
  await page.locator("main").first().waitFor({ timeout });
  // One check on every animation frame: quicker than polling each condition in turn.
  await page.waitForFunction(
    () => {
      const main = document.querySelector("main");
      const loading = [...document.querySelectorAll("[role=status]")].some((status) =>
        /loading/i.test(status.textContent ?? ""),
      );
      return !!main?.textContent?.trim() && !document.querySelector(".animate-pulse") && !loading;
    },
    undefined,
    { timeout },
  );
}

/**
 * Runs axe on the page as it is and returns its serious and critical violations.
 *
 * axe-core is put into each document once and then run directly. @axe-core/playwright evaluated
 * its 650 kB source twice per scan, which made a scan about 800 ms where the run itself takes
 * 100-250 ms; a document here is scanned at least twice (light and dark). The app has no
 * iframes, so running in the top document alone misses nothing.
 */
export async function scan(page: Page, where: string): Promise<Finding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: typeof axe }).axe
        .run(document, { runOnly: { type: "tag", values: tags }, resultTypes: ["violations"] })
        .then((results) => results.violations),
    WCAG_TAGS,
  );
  return violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ""))
    .map((violation) => ({
      where,
      rule: violation.id,
      impact: violation.impact ?? "",
      help: violation.help,
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(" ")),
      summary: violation.nodes[0]?.failureSummary?.split("\n").slice(0, 3).join(" ") ?? "",
    }));
}

export function formatFindings(findings: Finding[]): string {
  return findings
    .map(
      (f) =>
        `${f.where}: [${f.impact}] ${f.rule} (${f.help})\n    ${f.targets.join("\n    ")}\n    ${f.summary}`,
    )
    .join("\n");
}
