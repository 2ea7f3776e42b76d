import type { Browser, Page } from "@playwright/test";
import { E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { waitForAppAfterNavigation } from "./support/hydration";

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

/** A site name no other journey shows. */
function uniqueSiteName(): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6);
  return `Lakeside Zq${letters}`;
}

/** A signed-out visitor in a browser of their own. */
async function visitorPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  waitForAppAfterNavigation(page);
  return page;
}

test("an admin's site name and page text reach every visitor, with the footer's pages", async ({
  page,
  browser,
  loginAs,
  a11y,
}) => {
  await loginAs("admin");
  const siteName = uniqueSiteName();
  const aboutTitle = `About ${siteName}`;
  const aboutText = "We are a small team of neighbours helping neighbours find a home.";
  try {
    await page.goto("/admin/settings");
    await page.getByLabel("Site name").fill(siteName);
    await page.getByLabel("Contact email").fill("support@lakeside.example.test");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByText("Settings saved")).toBeVisible();

    const pages = page.getByRole("region", { name: "Pages" });
    await pages.getByRole("tab", { name: "About" }).click();
    await pages.getByLabel("Title").fill("");
    await pages.getByRole("button", { name: "Save Page" }).click();
    await expect(pages.getByText("Title is required")).toBeVisible();
    await pages.getByLabel("Title").fill(aboutTitle);
    await pages.getByLabel("Content").fill(`${aboutText}\n\nSay hello any time.`);
    await pages.getByRole("button", { name: "Save Page" }).click();
    await expect(page.getByText("Page saved")).toBeVisible();

    const visitor = await visitorPage(browser);
    await visitor.goto("/search");
    await expect(visitor).toHaveTitle(new RegExp(`\\| ${siteName}$`));
    await expect(
      visitor.getByRole("banner").getByRole("link", { name: siteName, exact: true }),
    ).toBeVisible();
    const footer = visitor.getByRole("contentinfo");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${siteName}`);
    await expect(footer).toContainText(
      `${siteName} is committed to the Fair Housing Act and equal opportunity housing`,
    );
    await expect(footer).toContainText("Equal Housing Opportunity");

    await footer.getByRole("link", { name: "About" }).click();
    await expect(visitor).toHaveURL(/\/about$/);
    await expect(visitor.getByRole("heading", { name: aboutTitle, level: 1 })).toBeVisible();
    await expect(visitor.getByText(aboutText)).toBeVisible();
    await expect(visitor.getByText("Say hello any time.")).toBeVisible();
    await expect(visitor).toHaveTitle(`${aboutTitle} | ${siteName}`);
    await a11y.scan(visitor);

    await footer.getByRole("link", { name: "Contact" }).click();
    await expect(visitor).toHaveURL(/\/contact$/);
    await expect(
      visitor.getByRole("link", { name: "support@lakeside.example.test" }),
    ).toHaveAttribute("href", "mailto:support@lakeside.example.test");
    await a11y.scan(visitor);

    for (const [label, path] of [
      ["Terms of Service", /\/terms$/],
      ["Privacy Policy", /\/privacy$/],
    ] as const) {
      await footer.getByRole("link", { name: label }).click();
      await expect(visitor).toHaveURL(path);
      await expect(visitor.getByRole("heading", { level: 1 })).toBeVisible();
      await a11y.scan(visitor);
    }

    // The server's page says it all before any script runs.
    const html = await (await visitor.request.get("/about")).text();
    expect(html).toContain(`<title>${aboutTitle} | ${siteName}</title>`);
    expect(html).toContain(aboutText);
    await visitor.context().close();
  } finally {
    // Leave the site as the other journeys expect it.
    const restore = await page.request.put("/api/admin/settings", {
      data: { siteName: "HomeScope", contactEmail: null },
      headers: ORIGIN,
    });
    expect(restore.status()).toBe(200);
  }
});
