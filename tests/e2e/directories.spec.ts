import type { Page } from "@playwright/test";
import sharp from "sharp";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { approvedProfessional } from "./support/professionals";

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

/** A word no demo entry or other test uses, so searching for it isolates this test's people. */
function uniqueWord(prefix: string): string {
  const letters = Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 6);
  return `${prefix}${letters}`;
}

async function signInAs(page: Page, email: string) {
  await page.context().clearCookies();
  const response = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password: E2E_PASSWORD },
    headers: ORIGIN,
  });
  expect(response.status()).toBe(200);
}

function card(page: Page, name: string) {
  return page.getByRole("article", { name });
}

/** A real PNG, made here so the upload goes through the server's image pipeline. */
function png(color: string): Promise<Buffer> {
  return sharp({ create: { width: 800, height: 600, channels: 3, background: color } })
    .png()
    .toBuffer();
}

test.describe("realtor directory", () => {
  test("an approved realtor appears with their request's details and fills in the rest", async ({
    page,
    playwright,
  }) => {
    const word = uniqueWord("Brook");
    const realtor = await approvedProfessional(playwright, "realtor", `Remy ${word}`, {
      brokerageName: `${word} Homes Group`,
      brokerageEmail: "desk@brook.example.test",
      licenseNumber: "CO-99120",
    });

    await page.goto(`/realtors?q=${word}`);
    await expect(card(page, realtor.name)).toContainText(`${word} Homes Group`);

    await signInAs(page, realtor.email);
    await page.goto("/dashboard?tab=settings&section=directory");
    const settings = page.getByRole("tablist", { name: "Settings" });
    await expect(settings.getByRole("tab", { name: "Directory Listing" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(page.getByText("CO-99120")).toBeVisible();
    await expect(page.getByRole("switch", { name: "Show me in the directory" })).toBeChecked();
    await page.getByLabel("Title", { exact: true }).fill("Mountain Homes Advisor");
    await page.getByRole("textbox", { name: "Location" }).fill("Aspen, CO");
    await page.getByRole("checkbox", { name: "Investment" }).check();
    await page.getByLabel("Languages").fill("English, French");
    await page.getByRole("button", { name: "Save Listing" }).click();
    await expect(page.getByText("Directory listing saved")).toBeVisible();

    await page.goto(`/realtors?q=${word}&specialty=Investment`);
    const found = card(page, realtor.name);
    await expect(found).toContainText("Mountain Homes Advisor");
    await expect(found).toContainText("Aspen, CO");
    await expect(found).toContainText("English, French");
  });

  test("a visitor contacts a realtor, who sees the notification", async ({ page, playwright }) => {
    const word = uniqueWord("Marlo");
    const realtor = await approvedProfessional(playwright, "realtor", `Reed ${word}`, {
      brokerageName: "Harbor Realty",
      brokerageEmail: "harbor@example.test",
      licenseNumber: "WA-1200",
    });

    await page.goto(`/realtors?q=${word}`);
    await page.getByRole("button", { name: `Contact ${realtor.name}` }).click();
    const dialog = page.getByRole("dialog", { name: `Contact ${realtor.name}` });
    await dialog.getByLabel("Name").fill("Vera Visitor");
    await dialog.getByLabel("Email").fill("vera@example.test");
    await dialog.getByLabel("Message").fill("Can we talk about a lakefront condo?");
    await dialog.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Message sent")).toBeVisible();

    await signInAs(page, realtor.email);
    await page.goto("/dashboard?tab=notifications");
    const item = page.getByRole("listitem").filter({ hasText: "New message from Vera Visitor" });
    await expect(item).toContainText("vera@example.test");
    await expect(item).toContainText("lakefront condo");
  });
});

test.describe("photographer directory", () => {
  test("a photographer edits their entry and portfolio and sees it on the page", async ({
    page,
    playwright,
  }) => {
    const word = uniqueWord("Lumen");
    const photographer = await approvedProfessional(playwright, "photographer", `Ines ${word}`, {
      companyName: `${word} Studio`,
      companyWebsite: "https://www.example.com/lumen",
    });
    await signInAs(page, photographer.email);
    await page.goto("/dashboard?tab=settings&section=directory");
    await page.getByLabel("Headline").fill("Twilight Exteriors");
    await page.getByRole("textbox", { name: "Location" }).fill("Santa Fe, NM");
    await page.getByRole("checkbox", { name: "Twilight" }).check();
    await page.getByRole("button", { name: "Save Listing" }).click();
    await expect(page.getByText("Directory listing saved")).toBeVisible();

    const picker = page.getByLabel("Choose portfolio photos");
    await picker.setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hi"),
    });
    await expect(page.getByText("Invalid file type")).toBeVisible();
    // Several at once, as listings take them.
    await picker.setInputFiles([
      { name: "dusk.png", mimeType: "image/png", buffer: await png("#1e3a8a") },
      { name: "porch.png", mimeType: "image/png", buffer: await png("#f59e0b") },
    ]);
    await expect(page.getByText("2 photos added")).toBeVisible();
    await expect(page.getByText("2 of 12 photos")).toBeVisible();

    const photos = page.getByRole("list", { name: "Portfolio photos" }).getByRole("img");
    const second = await photos.nth(1).getAttribute("src");
    await page.getByRole("button", { name: "Move photo 2 earlier" }).click();
    await expect(photos.nth(0)).toHaveAttribute("src", second ?? "");
    await expect(page.getByRole("button", { name: "Move photo 1 earlier" })).toBeFocused();
    await page.getByRole("button", { name: "Remove photo 2" }).click();
    await expect(page.getByText("1 of 12 photos")).toBeVisible();

    await page.goto(`/photographers?q=${word}&specialty=Twilight`);
    const found = card(page, photographer.name);
    await expect(found).toContainText("Twilight Exteriors");
    await expect(found).toContainText("Santa Fe, NM");
    const image = found.getByRole("img", {
      name: `Sample of work by ${photographer.name}, 1 of 1`,
    });
    await expect(image).toHaveAttribute("src", second ?? "");
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  });
});

test.describe("directories on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the pages and the settings fit 375 px without sideways scrolling", async ({
    page,
    playwright,
  }) => {
    const fits = () => page.evaluate(() => document.documentElement.scrollWidth <= 375);
    for (const path of ["/realtors", "/photographers"]) {
      await page.goto(path);
      await expect(page.getByRole("article").first()).toBeVisible();
      expect(await fits(), path).toBe(true);
    }
    const photographer = await approvedProfessional(playwright, "photographer", "Nell Narrow", {
      companyName: "Narrow Lens",
      companyWebsite: "https://www.example.com/narrow",
    });
    await signInAs(page, photographer.email);
    await page.goto("/dashboard?tab=settings&section=directory");
    await expect(page.getByRole("heading", { name: "Portfolio" })).toBeVisible();
    expect(await fits()).toBe(true);
  });

  test("other members have no Directory Listing settings", async ({ page, loginAs }) => {
    await loginAs("user");
    await page.goto("/dashboard?tab=settings&section=directory");
    const settings = page.getByRole("tablist", { name: "Settings" });
    await expect(settings.getByRole("tab", { name: "Profile" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(settings.getByRole("tab", { name: "Directory Listing" })).toHaveCount(0);
  });
});
