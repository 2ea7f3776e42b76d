import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/** Reads the `--name: #rrggbb;` tokens of one block of styles.css (":root" or ".dark"). */
function tokens(selector: string): Record<string, string> {
  const css = readFileSync(path.join(import.meta.dirname, "styles.css"), "utf8");
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries(
    [...block.matchAll(/--([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((match) => [match[1], match[2]]),
  );
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map(
    (offset) => Number.parseInt(hex.slice(offset, offset + 2), 16) / 255,
  );
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** [text, background] pairs the components use; 4.5:1 (WCAG AA, normal text). */
const TEXT_PAIRS = [
  ["foreground", "background"],
  ["foreground", "muted"],
  ["card-foreground", "card"],
  ["popover-foreground", "popover"],
  ["primary-foreground", "primary"],
  ["primary", "background"],
  ["secondary-foreground", "secondary"],
  ["muted-foreground", "muted"],
  ["muted-foreground", "background"],
  ["muted-foreground", "card"],
  ["accent-foreground", "accent"],
  ["destructive-foreground", "destructive"],
  ["destructive", "background"],
  ["destructive", "card"],
] as const;

/** Boundaries of controls and the focus ring; 3:1 (WCAG 1.4.11). */
const UI_PAIRS = [
  ["input", "background"],
  ["input", "card"],
  ["ring", "background"],
  ["ring", "card"],
] as const;

describe.each([":root", ".dark"])("colour tokens of %s", (selector) => {
  const palette = tokens(selector);

  it.each(TEXT_PAIRS)("%s on %s reaches 4.5:1", (text, background) => {
    expect(contrast(palette[text] ?? "", palette[background] ?? "")).toBeGreaterThanOrEqual(4.5);
  });

  it.each(UI_PAIRS)("%s against %s reaches 3:1", (line, background) => {
    expect(contrast(palette[line] ?? "", palette[background] ?? "")).toBeGreaterThanOrEqual(3);
  });
});
