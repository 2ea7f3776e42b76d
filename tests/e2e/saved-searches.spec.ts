import type { Page } from "@playwright/test";
import { formatFindings, scan } from "./a11y/scan";
import { E2E_PASSWORD } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { uniqueTag } from "./support/unique";

/** An account that exists, with the page signed out again. */
async function existingAccount(page: Page, loginAs: (role: "user") => Promise<{ email: string }>) {
  const { email } = await loginAs("user");
  await page.context().clearCookies();
  return email;
}

async function signIn(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(E2E_PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The search page remembers a search for Recent Searches once its URL has rested. */
async function recentQueries(page: Page): Promise<string[]> {
  const answer = await page.request.get("/api/recent-searches");
  return ((await answer.json()) as { query: string }[]).map((search) => search.query);
}

const savedSearch = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

// The same journey on a desktop and on a phone.
for (const [screen, use] of [
  ["desktop", {}],
  ["phone", { viewport: { width: 390, height: 844 }, hasTouch: true }],
] as const) {
  test.describe(`saving a search, on a ${screen}`, () => {
    test.use(use);

    test("signed out: sign in, back on the search saved, and on the dashboard", async ({
      page,
      loginAs,
    }) => {
      const email = await existingAccount(page, loginAs);
      const city = `zed${uniqueTag().replace(/[^a-z]/g, "")}ville`;
      const search = `/search?q=${city}&beds=3`;
      const name = `3+ beds in ${city[0]?.toUpperCase()}${city.slice(1)}`;
      await page.goto(search);

      await page.getByRole("link", { name: "Save search" }).click();
      await expect(page.getByText("Please sign in to save searches.")).toBeVisible();
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page).toHaveURL(/\/profile\?returnTo=/);
      await signIn(page, email);

      // Back on the very search, the intent gone from the address, and the search saved.
      await expect(
        page.getByText(`"${name}" is in Saved Searches on your dashboard.`),
      ).toBeVisible();
      await expect(page).toHaveURL(search);
      const savedLink = page.getByRole("link", { name: `Search saved as "${name}"` });
      await expect(savedLink).toBeVisible();
      // Coming back with the same save to finish (another tab's sign-in) saves nothing twice.
      await page.goto(`${search}&intent=save-search:this`);
      await expect(
        page.getByText("This search is in Saved Searches on your dashboard."),
      ).toBeVisible();
      await expect(page).toHaveURL(search);

      await savedLink.click();
      await expect(page).toHaveURL("/dashboard?tab=searches");
      await expect(page.getByRole("tab", { name: "Saved Searches" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const row = savedSearch(page, name);
      await expect(row).toContainText(`"${city}" · 3+ beds`);
      await expect(row.getByLabel("E-mail alerts")).toHaveValue("daily");
    });
  });
}

test.describe("saving a search, signed in", () => {
  test("from /search and from Recent Searches, shown on the dashboard, and opened again", async ({
    page,
    loginAs,
  }) => {
    await loginAs("user");
    const city = `zed${uniqueTag().replace(/[^a-z]/g, "")}town`;
    const titled = `${city[0]?.toUpperCase()}${city.slice(1)}`;
    await page.goto(`/search?q=${city}&types=Condo,House&maxPrice=500000`);
    // Remembered for Recent Searches (once the URL has rested), where it will show as saved.
    await expect
      .poll(() => recentQueries(page))
      .toContain(`q=${city}&maxPrice=500000&types=House%2CCondo`);

    const save = page.getByRole("button", { name: "Save search" });
    await save.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Save search" });
    const name = dialog.getByLabel("Name");
    await expect(name).toHaveValue(`House or Condo in ${titled} under $500,000`);
    expect(formatFindings(await scan(page, "Save search dialog"))).toBe("");
    await dialog.getByLabel("E-mail alerts").selectOption("weekly");
    await name.fill("Small homes");
    await name.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("link", { name: 'Search saved as "Small homes"' })).toBeVisible();

    // A second search, saved from the dashboard's Recent Searches.
    await page.goto(`/search?q=${city}&beds=2`);
    await expect.poll(() => recentQueries(page)).toContain(`q=${city}&beds=2`);
    await page.goto("/dashboard");
    const recent = page.getByRole("group", { name: "Recent Searches" });
    await recent.getByRole("button", { name: `Save search: "${city}" · 2+ beds` }).click();
    const fromRecent = page.getByRole("dialog", { name: "Save search" });
    await expect(fromRecent.getByLabel("Name")).toHaveValue(`2+ beds in ${titled}`);
    await fromRecent.getByRole("button", { name: "Save search" }).click();
    await expect(fromRecent).toBeHidden();
    await expect(recent.getByText("Saved", { exact: true })).toHaveCount(2);
    await expect(recent.getByRole("button", { name: /^Save search:/ })).toHaveCount(0);

    await page.goto("/dashboard?tab=searches");
    const first = savedSearch(page, "Small homes");
    await expect(first.getByLabel("E-mail alerts")).toHaveValue("weekly");
    await expect(savedSearch(page, `2+ beds in ${titled}`)).toBeVisible();
    expect(formatFindings(await scan(page, "Saved Searches tab"))).toBe("");

    await first.getByRole("link", { name: "Open Small homes" }).click();
    await expect(page).toHaveURL(`/search?q=${city}&maxPrice=500000&types=House%2CCondo`);
    await expect(page.getByRole("link", { name: 'Search saved as "Small homes"' })).toBeVisible();
  });
});
