import type { Page } from "@playwright/test";
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

const savedSearch = (page: Page, name: string) =>
  page.getByRole("listitem").filter({ has: page.getByRole("heading", { name, exact: true }) });

// The same journey on a desktop and on a phone.
for (const [screen, use] of [
  ["desktop", {}],
  ["phone", { viewport: { width: 390, height: 844 }, hasTouch: true }],
] as const) {
  test.describe(`saving a search, on a ${screen}`, () => {
    test.use(use);

    test("signed out: sign in, back on the search saved; then rename and delete it", async ({
      page,
      loginAs,
    }) => {
      const email = await existingAccount(page, loginAs);
      const city = `zed${uniqueTag().replace(/[^a-z]/g, "")}ville`;
      const search = `/search?q=${city}&beds=3`;
      const name = `3 beds in ${city[0]?.toUpperCase()}${city.slice(1)}`;
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

      await savedLink.click();
      await expect(page).toHaveURL("/dashboard?tab=searches");
      await expect(page.getByRole("tab", { name: "Saved Searches" })).toHaveAttribute(
        "aria-selected",
        "true",
      );
      const row = savedSearch(page, name);
      await expect(row).toContainText(`"${city}" · 3 beds`);
      await expect(row.getByLabel("E-mail alerts")).toHaveValue("daily");

      await row.getByRole("button", { name: `Rename ${name}` }).click();
      const rename = page.getByRole("dialog", { name: "Rename saved search" });
      await rename.getByLabel("Name").fill("Family homes");
      await rename.getByRole("button", { name: "Rename" }).click();
      await expect(rename).toBeHidden();
      const renamed = savedSearch(page, "Family homes");
      await expect(renamed).toBeVisible();

      // A reload reads the new name back from the server.
      await page.reload();
      await renamed.getByRole("button", { name: "Delete Family homes" }).click();
      const confirm = page.getByRole("alertdialog", { name: "Delete saved search?" });
      await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("heading", { name: "No Saved Searches" })).toBeVisible();
      await page.reload();
      await expect(page.getByRole("heading", { name: "No Saved Searches" })).toBeVisible();
    });
  });
}
