import type { Page } from "@playwright/test";
import sharp from "sharp";
import { expect, test } from "./support/fixtures";

async function openEditForm(page: Page) {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Edit Profile" }).click();
  await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByText("Your profile information has been updated successfully.").last(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
}

function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: "#2563eb" } })
    .png()
    .toBuffer();
}

function specialAccess(page: Page) {
  return page.getByRole("tabpanel", { name: "Realtor Access" });
}

test.describe("my profile", () => {
  test("a long bio is clamped with Read More and Show Less, a short one is not", async ({
    page,
    loginAs,
  }) => {
    await loginAs("user");
    await openEditForm(page);
    await page.getByLabel("Bio").fill("Short and sweet.");
    await save(page);
    await expect(page.getByText("Short and sweet.")).toBeVisible();
    await expect(page.getByRole("button", { name: "Read More" })).toHaveCount(0);

    const longBio = Array.from(
      { length: 12 },
      (_, index) => `Sentence ${index + 1} about finding homes with care and patience.`,
    ).join(" ");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByLabel("Bio").fill(longBio);
    await save(page);
    const readMore = page.getByRole("button", { name: "Read More" });
    await expect(readMore).toHaveAttribute("aria-expanded", "false");
    await readMore.click();
    const showLess = page.getByRole("button", { name: "Show Less" });
    await expect(showLess).toHaveAttribute("aria-expanded", "true");
    await showLess.click();
    await expect(page.getByRole("button", { name: "Read More" })).toBeVisible();
  });

  test("an uploaded avatar shows in the profile and the header, and can be removed", async ({
    page,
    loginAs,
  }) => {
    await loginAs("user");
    await openEditForm(page);
    const photo = { name: "me.png", mimeType: "image/png", buffer: await smallPng() };
    const picker = page.getByLabel("Choose a profile photo");
    await picker.setInputFiles(photo);
    await expect(page.getByText("Selected: me.png")).toBeVisible();
    await expect(page.locator("main img[src^='blob:']")).toBeVisible();
    await save(page);

    const profileImage = page.locator("main img[src*='/media/avatars/']");
    await expect(profileImage).toBeVisible();
    await expect(profileImage).toHaveAttribute("src", /\.webp$/);
    await expect(
      page.getByRole("button", { name: "Account menu" }).locator("img[src*='/media/avatars/']"),
    ).toBeVisible();

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Your photo will be removed when you save.")).toBeVisible();
    await save(page);
    await expect(page.locator("main img")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Account menu" }).locator("img")).toHaveCount(0);
  });

  test("a problem on another tab brings that tab forward with its field focused", async ({
    page,
    loginAs,
  }) => {
    await loginAs("user");
    await openEditForm(page);
    await page.getByRole("tab", { name: "Social Media" }).click();
    await page.getByLabel("Facebook").fill("not/a/handle");
    await page.getByRole("tab", { name: "Personal Info" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Use letters, numbers, dots, dashes or underscores")).toBeVisible();
    await expect(page.getByLabel("Facebook")).toBeFocused();
  });
});

test.describe("my profile on a phone", () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("view, edit form and Special Access fit a 375 px screen", async ({ page, loginAs }) => {
    await loginAs("user");
    await page.goto("/profile");
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeVisible();
    const overflow = () =>
      page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Request Special Access" }).click();
    await expect(specialAccess(page).getByLabel("License Number")).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Edit Profile" }).click();
    for (const tab of ["Personal Info", "Social Media", "Preferences"]) {
      await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    }
    await expect(page.getByRole("button", { name: "Save Changes" })).toBeVisible();
    expect(await overflow()).toBeLessThanOrEqual(0);
  });
});
