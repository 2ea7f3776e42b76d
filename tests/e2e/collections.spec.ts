import type { Page } from "@playwright/test";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { linkIn, receivedMail } from "./support/mail";
import { closeOther, signedOutPage } from "./support/other-browser";
import { uniqueTag } from "./support/unique";

// Two browsers, e-mail and the collection's poll: longer than one page's journey.
test.describe.configure({ timeout: 150_000 });

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };

/** A polled change from the other member shows within a couple of polls. */
const POLLED = { timeout: 25_000 };

async function openMenuOn(page: Page, listingId: string) {
  await page.goto(`/property/${listingId}`);
  await page.getByRole("button", { name: "Add to collection" }).click();
}

test("a collection shared by two accounts: homes, an invitation by e-mail to a new account, reactions, notes and leaving", async ({
  page,
  browser,
  loginAs,
  createListing,
  a11y,
}) => {
  const name = `Weekend tours ${uniqueTag()}`;
  const first = await createListing({ title: `Sunny Bungalow ${uniqueTag()}` });
  const second = await createListing({ title: `Brick Duplex ${uniqueTag()}` });
  await loginAs("user");

  // A starts the collection from one listing and adds another from its menu.
  await openMenuOn(page, first.id);
  await page.getByRole("menuitem", { name: "New collection" }).click();
  const naming = page.getByRole("dialog", { name: "New collection" });
  await naming.getByLabel("Name").fill(name);
  await naming.getByRole("button", { name: "Create and add" }).click();
  await expect(page.getByText("Added to collection")).toBeVisible();
  await openMenuOn(page, second.id);
  const entry = page.getByRole("menuitemcheckbox", { name });
  await expect(entry).toHaveAttribute("aria-checked", "false");
  await entry.click();
  await expect(entry).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("Escape");

  await page.goto("/collections");
  await page.getByRole("link", { name: new RegExp(name) }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const homes = page.getByRole("region", { name: "Homes" });
  await expect(homes.getByRole("article")).toHaveCount(2);

  // The invitation: the field refuses a broken address, then sends.
  const bea = { name: `Bea ${uniqueTag()}`, email: uniqueEmail("cobuyer") };
  await page.getByRole("button", { name: "Invite", exact: true }).click();
  const inviting = page.getByRole("dialog", { name: `Invite to ${name}` });
  await inviting.getByLabel("Email").fill("bea@");
  await inviting.getByRole("button", { name: "Send invitation" }).click();
  await expect(inviting.getByText("Please enter a valid email address.")).toBeVisible();
  await inviting.getByLabel("Email").fill(bea.email);
  await inviting.getByRole("button", { name: "Send invitation" }).click();
  await expect(page.getByText("Invitation sent")).toBeVisible();
  const members = page.getByRole("region", { name: "Members" });
  await expect(members).toContainText(bea.email);

  // B has no account: the link leads to Create Account and, once confirmed, back to join.
  const invitation = await receivedMail(page.request, bea.email, "invited you to");
  const other = await signedOutPage(browser, a11y);
  await other.goto(linkIn(invitation, "/collections/join?"));
  // The join screen is scanned here, once it is drawn: the click below leaves it at once.
  await expect(other.getByRole("link", { name: "Create an account" })).toBeVisible();
  await a11y.scan(other);
  await other.getByRole("link", { name: "Create an account" }).click();
  await other.getByLabel("Full Name").fill(bea.name);
  await other.getByLabel("Email").fill(bea.email);
  await other.getByLabel("Password").fill(E2E_PASSWORD);
  await other.getByRole("button", { name: "Create Account" }).click();
  await expect(other.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  await other.goto(
    linkIn(await receivedMail(other.request, bea.email, "Confirm"), "/verify-email?"),
  );
  await other.getByRole("link", { name: "Continue where you left off" }).click();
  await other.getByRole("button", { name: "Join collection" }).click();
  await expect(other.getByRole("heading", { level: 1, name })).toBeVisible();

  // B reacts to and writes about the first home.
  const reaction = other.getByRole("group", { name: `Your reaction to ${first.title}` });
  await reaction.getByRole("button", { name: "Love" }).click();
  await expect(reaction.getByRole("button", { name: "Love" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await other.getByLabel(`Add a note on ${first.title}`).fill("The garden is perfect for us.");
  await other
    .getByRole("article", { name: first.title })
    .getByRole("button", { name: "Post note" })
    .click();
  await expect(other.getByRole("list", { name: `Notes on ${first.title}` })).toContainText(
    "The garden is perfect for us.",
  );

  // A sees both without reloading, and B among the members.
  await expect(members).toContainText(bea.name, POLLED);
  const firstHome = homes.getByRole("article", { name: first.title });
  await expect(firstHome.getByRole("list", { name: "Reactions" })).toContainText(
    `${bea.name}: Love`,
    POLLED,
  );
  await expect(firstHome.getByRole("list", { name: `Notes on ${first.title}` })).toContainText(
    "The garden is perfect for us.",
    POLLED,
  );

  // B leaves, after confirming; A sees them gone and their note kept.
  await other.getByRole("button", { name: "Leave collection" }).click();
  await other.getByRole("alertdialog").getByRole("button", { name: "Leave" }).click();
  await expect(other).toHaveURL("/collections");
  await expect(other.getByRole("heading", { name: "No collections yet" })).toBeVisible();
  await closeOther(other);
  await expect(members).not.toContainText(bea.name, POLLED);
  await expect(firstHome.getByRole("list", { name: "Reactions" })).not.toContainText("Love");
  await expect(firstHome).toContainText("The garden is perfect for us.");
});

test.describe("on a 320 px screen", () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("a collection fits without sideways scrolling and its dialogs work from the keyboard", async ({
    page,
    loginAs,
    createListing,
  }) => {
    const listing = await createListing({ title: `Narrow Cottage ${uniqueTag()}` });
    await loginAs("user");
    const created = await page.request.post("/api/collections", {
      data: { name: `A rather long collection name ${uniqueTag()}` },
      headers: ORIGIN,
    });
    const { id } = (await created.json()) as { id: string };
    await page.request.put(`/api/collections/${id}/homes/${listing.id}`, { headers: ORIGIN });
    await page.request.post(`/api/collections/${id}/invites`, {
      data: { email: uniqueEmail("a-very-long-address-of-someone-invited") },
      headers: ORIGIN,
    });

    await page.goto(`/collections/${id}`);
    await expect(page.getByRole("article", { name: listing.title })).toBeVisible();
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);

    const invite = page.getByRole("button", { name: "Invite", exact: true });
    await invite.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: /^Invite to/ });
    await expect(dialog.getByLabel("Email")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(invite).toBeFocused();
  });
});
