import type { Page } from "@playwright/test";

/** Something opened on top of a screen (dialog, menu, panel), scanned while it is open. */
export interface Overlay {
  name: string;
  /** Whether the screen offers it to this visitor. */
  offered?: (signedIn: boolean) => boolean;
  /** Opens it and waits until its content is shown; Escape closes it afterwards. */
  open: (page: Page) => Promise<void>;
}

const accountMenu: Overlay = {
  name: "account menu",
  offered: (signedIn) => signedIn,
  open: async (page) => {
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menu").waitFor({ timeout: 10_000 });
  },
};

const filterPanel: Overlay = {
  name: "filter panel",
  open: async (page) => {
    await page.locator("summary").filter({ hasText: "Filters" }).click();
    await page.getByRole("button", { name: "Apply Filters" }).waitFor({ timeout: 10_000 });
  },
};

const gallery: Overlay = {
  name: "gallery dialog",
  open: async (page) => {
    await page
      .getByRole("link", { name: /View all \d+ photos/ })
      .first()
      .click();
    await page.getByRole("dialog").waitFor({ timeout: 10_000 });
  },
};

const adminPropertyDialog: Overlay = {
  name: "property dialog",
  open: async (page) => {
    await page.getByRole("button", { name: /add property/i }).click();
    await page.getByRole("dialog").waitFor({ timeout: 10_000 });
  },
};

/** The overlays scanned with a screen, by screen key (see screens.ts). */
export const OVERLAYS: Record<string, Overlay[]> = {
  "/": [accountMenu],
  "/search": [filterPanel],
  "/property/:id": [gallery],
  "/admin/properties": [adminPropertyDialog],
};
