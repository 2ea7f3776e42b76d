import { expect, test } from "./support/fixtures";

test.describe("mobile, 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the home page goes to reels and the bottom bar has five slots", async ({ page }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/reels$/);
    const bar = page.getByRole("navigation", { name: "Mobile" });
    await expect(bar.getByRole("link")).toHaveText(["Home", "Search", "Reels", "Saved", "Sign In"]);
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await bar.getByRole("link", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
