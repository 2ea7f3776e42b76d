import type { Locator } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/** Whether the element is what a finger at its centre would touch (nothing drawn over it). */
const onTop = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return node.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });

test.describe("search on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the place suggestions are drawn over the List/Map switch", async ({ page }) => {
    await page.goto("/search");
    await page.getByRole("combobox", { name: "Search properties" }).fill("austin");
    const first = page.getByRole("option").first();
    await expect(first).toBeVisible();
    expect(await onTop(first)).toBe(true);
  });

  test("Apply and Clear stay in view while the open Filters panel is long", async ({ page }) => {
    await page.goto("/search");
    await page
      .locator("summary")
      .filter({ hasText: /^Filters/ })
      .click();
    const panel = page.getByRole("region", { name: "Filters" });
    const apply = panel.getByRole("button", { name: "Apply Filters" });
    await expect(apply).toBeInViewport();
    expect(await onTop(apply)).toBe(true);
    expect(await onTop(panel.getByRole("button", { name: "Clear All" }))).toBe(true);
  });
});

test.describe("search on a wide desktop", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test("the header's edges line up with the page's", async ({ page }) => {
    await page.goto("/search");
    const [logo, search] = await Promise.all([
      page.getByRole("banner").getByRole("link").first().boundingBox(),
      page.getByRole("combobox", { name: "Search properties" }).boundingBox(),
    ]);
    expect(Math.abs((logo?.x ?? 0) - (search?.x ?? -100))).toBeLessThanOrEqual(1);
  });
});
