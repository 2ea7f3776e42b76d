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
  test("phone and social handles are saved cleaned and shown formatted", async ({
    page,
    loginAs,
  }) => {
    await loginAs("user");
    await openEditForm(page);
    const phone = page.getByLabel("Phone Number");
    await expect(phone).toHaveAttribute("placeholder", "(555) 123-4567");
    await phone.pressSequentially("555123456");
    await expect(phone).toHaveValue("555123456");
    await phone.press("7");
    await expect(phone).toHaveValue("(555) 123-4567");
    await page.getByLabel("Street Address").fill("12 Elm Street");
    await page.getByLabel("City").fill("Austin");
    await page.getByLabel("State").fill("TX");
    await page.getByLabel("Zip Code").fill("78701");

    await page.getByRole("tab", { name: "Social Media" }).click();
    await page.getByLabel("Instagram").fill(" @Some Name ");
    await page.getByLabel("LinkedIn").fill("Jane-Doe");
    await save(page);

    await expect(page.getByText("(555) 123-4567")).toBeVisible();
    await expect(page.getByText("12 Elm Street")).toBeVisible();
    await expect(page.getByText("Austin, TX, 78701")).toBeVisible();
    const instagram = page.getByRole("link", { name: /^Instagram: somename/ });
    await expect(instagram).toHaveAttribute("href", "https://instagram.com/somename");
    await expect(instagram).toHaveAttribute("target", "_blank");
    await expect(instagram).toHaveAttribute("rel", /noopener/);
    await expect(page.getByRole("link", { name: /^LinkedIn: jane-doe/ })).toHaveAttribute(
      "href",
      "https://linkedin.com/in/jane-doe",
    );
    await expect(page.getByRole("link", { name: /^Facebook/ })).toHaveCount(0);
    await instagram.hover();
    await expect(page.getByRole("tooltip")).toHaveText("somename");

    // Saved on the server, not only in the page.
    await page.reload();
    await expect(page.getByText("(555) 123-4567")).toBeVisible();
    await expect(page.getByRole("link", { name: /^Instagram: somename/ })).toBeVisible();
  });

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
    // Remove first clears the chosen file; choosing it again works.
    await page.getByRole("button", { name: "Remove" }).click();
    await expect(page.getByText("Selected: me.png")).toHaveCount(0);
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

  test("a text file named like an image is refused, picked or dropped", async ({
    page,
    loginAs,
  }) => {
    await loginAs("user");
    await openEditForm(page);
    await page.getByLabel("Choose a profile photo").setInputFiles({
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("these are not the pixels you are looking for"),
    });
    await expect(page.getByText("Invalid file type")).toBeVisible();
    await expect(page.getByText("Please upload an image file")).toBeVisible();
    await expect(page.getByText("Selected: notes.png")).toHaveCount(0);

    const drop = await page.evaluateHandle(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(["plain text"], "photo.jpg", { type: "image/jpeg" }));
      return transfer;
    });
    await page
      .getByRole("group", { name: "Profile photo" })
      .dispatchEvent("drop", { dataTransfer: drop });
    await expect(page.getByText("Invalid file type")).toHaveCount(2);
    await expect(page.getByText("Selected: photo.jpg")).toHaveCount(0);
  });

  test("field problems are shown and a failed save stays in edit mode", async ({
    page,
    loginAs,
  }) => {
    await loginAs("user");
    await openEditForm(page);
    await page.getByRole("tab", { name: "Social Media" }).click();
    await page.getByLabel("Facebook").fill("not/a/handle");
    await page.getByRole("tab", { name: "Personal Info" }).click();
    await page.getByRole("button", { name: "Save Changes" }).click();
    // The form brings the tab with the problem forward.
    await expect(page.getByText("Use letters, numbers, dots, dashes or underscores")).toBeVisible();
    await expect(page.getByLabel("Facebook")).toBeFocused();
    await page.getByLabel("Facebook").fill("");

    await page.getByRole("tab", { name: "Personal Info" }).click();
    await page.getByLabel("Username").fill("e2e-realtor");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Error updating profile")).toBeVisible();
    await expect(page.getByText("That username is taken").first()).toBeVisible();
    await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByRole("heading", { name: "Edit Profile" })).toBeVisible();

    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Edit Profile" })).toBeFocused();
    await expect(page.getByText("@e2e-realtor")).toHaveCount(0);
  });

  test("the theme preference is saved and applied", async ({ page, loginAs }) => {
    await loginAs("user");
    await openEditForm(page);
    await page.getByRole("tab", { name: "Preferences" }).click();
    // The header has a theme switch of its own.
    const preferences = page.getByRole("tabpanel", { name: "Preferences" });
    await expect(preferences.getByLabel("Theme")).toHaveValue("system");
    await expect(preferences.getByLabel("Language").locator("option")).toHaveText(["English"]);
    await preferences.getByLabel("Theme").selectOption({ label: "Dark" });
    await save(page);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});

test.describe("special access", () => {
  test("a user asks for realtor access and sees it pending", async ({ page, loginAs }) => {
    await loginAs("user");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Special Access" })).toBeVisible();
    const toggle = page.getByRole("button", { name: "Request Special Access" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();

    const realtor = specialAccess(page);
    await realtor.getByLabel("Full Name").fill("Uma User");
    await realtor.getByLabel("Brokerage Name").fill("Sunrise Realty");
    await realtor.getByLabel("Brokerage Email").fill("office@sunrise.example");
    await realtor.getByLabel("License Number").fill("TX-12345");
    await realtor.getByRole("button", { name: "Submit Request" }).click();

    await expect(page.getByText("Request Submitted")).toBeVisible();
    await expect(
      page.getByText("Your realtor access request has been submitted for review."),
    ).toBeVisible();
    const mine = page.getByRole("region", { name: "Your requests" });
    await expect(mine.getByText("Realtor access")).toBeVisible();
    await expect(mine.getByText("Pending")).toBeVisible();
    await expect(mine.getByText(/^Submitted \w{3} \d{1,2}, \d{4}$/)).toBeVisible();
    await expect(
      realtor.getByText("You already have a pending realtor access request."),
    ).toBeVisible();
    await expect(realtor.getByLabel("Brokerage Name")).toHaveCount(0);

    await page.getByRole("tab", { name: "Photographer Access" }).click();
    await expect(
      page.getByRole("tabpanel", { name: "Photographer Access" }).getByLabel("Company Name"),
    ).toBeVisible();

    await page.reload();
    await page.getByRole("button", { name: "Request Special Access" }).click();
    await expect(specialAccess(page).getByText(/pending realtor access request/)).toBeVisible();
  });

  test("the request forms show the specified messages", async ({ page, loginAs }) => {
    await loginAs("user");
    await page.goto("/profile");
    await page.getByRole("button", { name: "Request Special Access" }).click();
    const realtor = specialAccess(page);
    await realtor.getByLabel("Full Name").fill("U");
    await realtor.getByLabel("Brokerage Email").fill("not-an-email");
    await realtor.getByRole("button", { name: "Submit Request" }).click();
    await expect(realtor.getByText("Full name must be at least 2 characters.")).toBeVisible();
    await expect(realtor.getByText("Brokerage name is required.")).toBeVisible();
    await expect(realtor.getByText("Please enter a valid email address.")).toBeVisible();
    await expect(realtor.getByText("License number is required.")).toBeVisible();

    await page.getByRole("tab", { name: "Photographer Access" }).click();
    const photographer = page.getByRole("tabpanel", { name: "Photographer Access" });
    await photographer.getByLabel("Company Website").fill("not a url");
    await photographer.getByRole("button", { name: "Submit Request" }).click();
    await expect(photographer.getByText("Company name is required.")).toBeVisible();
    await expect(photographer.getByText("Please enter a valid URL.")).toBeVisible();
    await expect(page.getByText("Request Submitted")).toHaveCount(0);
  });

  test("a realtor sees the role badge and no Special Access card", async ({ page, loginAs }) => {
    await loginAs("realtor");
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Rey Realtor" })).toBeVisible();
    await expect(page.getByText("Realtor", { exact: true }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "Special Access" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Request Special Access" })).toHaveCount(0);
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
