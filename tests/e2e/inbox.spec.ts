import type { Page } from "@playwright/test";
import { formatFindings, scan } from "./a11y/scan";
import { E2E_PASSWORD, ROLE_ACCOUNTS } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { linkIn, receivedMail, signUpVerified } from "./support/mail";
import { closeOther, otherPage } from "./support/other-browser";
import { pickFreeSlot } from "./support/tour-slots";
import { uniqueTag } from "./support/unique";

/**
 * A member and the listing's realtor, each in their own browser, talk in a thread and
 * agree on a tour. The realtor is the e2e realtor, who owns the listings journeys create.
 */

// Two browsers, e-mail and a few accessibility scans: longer than one page's journey.
test.describe.configure({ timeout: 120_000 });

/** A new, verified member with a name of their own, signed in on `page`. */
async function newMember(page: Page) {
  const name = `Mia ${uniqueTag()}`;
  const email = uniqueEmail("inbox");
  await signUpVerified(page.request, { name, email, password: E2E_PASSWORD });
  return { name, email };
}

/** Opens the thread with `counterpart` from the dashboard tab (messages or inbox). */
async function openThread(page: Page, tab: "messages" | "inbox", counterpart: string) {
  await page.goto(`/dashboard?tab=${tab}`);
  const list = page.getByRole("region", { name: "Conversations" });
  await list.getByRole("link", { name: new RegExp(counterpart) }).click();
  await expect(page.getByRole("heading", { name: counterpart, level: 3 })).toBeVisible();
}

test("a member and the realtor exchange messages; the reply arrives without a reload and by e-mail", async ({
  page,
  browser,
  createListing,
  a11y,
}) => {
  const member = await newMember(page);
  const listing = await createListing({ title: `Inbox Home ${uniqueTag()}` });

  await page.goto(`/property/${listing.id}`);
  await page.getByRole("button", { name: "Contact Agent" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Message").fill("Is the garden south facing?");
  await dialog.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Message sent")).toBeVisible();

  // The member, on a phone, keeps the thread open while the realtor answers: the list gives way
  // to the thread, with a way back.
  await page.setViewportSize({ width: 390, height: 844 });
  await openThread(page, "messages", ROLE_ACCOUNTS.realtor.name);
  await expect(page.getByRole("region", { name: "Conversations" })).toBeHidden();
  await expect(page.getByRole("link", { name: "Back to conversations" })).toBeVisible();
  await expect(page.getByRole("log", { name: "Messages" })).toContainText(
    "Is the garden south facing?",
  );

  const realtor = await otherPage(browser, a11y);
  await realtor.goto("/dashboard?tab=inbox");
  await expect(realtor.getByRole("tab", { name: /^Inbox \d+ unread/ })).toBeVisible();
  // The header's unread count sits beside the avatar, leaving the initials whole.
  const account = realtor.getByRole("button", { name: /^Account menu/ });
  const count = account.locator("span", { hasText: "unread messages" }).first();
  const [avatarBox, countBox] = await Promise.all([
    account.locator("span").nth(1).boundingBox(),
    count.boundingBox(),
  ]);
  expect(avatarBox && countBox && countBox.x >= avatarBox.x + avatarBox.width).toBe(true);
  const lead = realtor
    .getByRole("region", { name: "Conversations" })
    .getByRole("link", { name: new RegExp(member.name) });
  await expect(lead).toContainText("1 unread");
  await expect(lead).toContainText("Is the garden south facing?");
  await lead.click();
  await expect(realtor.getByRole("log", { name: "Messages" })).toContainText(
    "Is the garden south facing?",
  );
  await expect(lead).not.toContainText("unread");
  await realtor.getByLabel("Reply").fill("Yes, it gets the sun all afternoon.");
  await realtor.getByRole("button", { name: "Send" }).click();
  await expect(realtor.getByRole("log", { name: "Messages" })).toContainText(
    "Yes, it gets the sun all afternoon.",
  );

  // No reload: the open thread asks for new messages on its own.
  await expect(page.getByRole("log", { name: "Messages" })).toContainText(
    "Yes, it gets the sun all afternoon.",
    { timeout: 15_000 },
  );
  const mail = await receivedMail(page.request, member.email, `wrote about ${listing.title}`);
  expect(mail.text).toContain("Yes, it gets the sun all afternoon.");
  expect(linkIn(mail, "/dashboard?")).toMatch(/^\/dashboard\?tab=messages&thread=/);
  expect(formatFindings(await scan(page, "member's thread on a phone"))).toBe("");

  // Safety: the realtor blocks the member, whose next message is refused with the reason.
  await realtor.getByRole("button", { name: "Block this member" }).click();
  const confirm = realtor.getByRole("alertdialog", { name: `Block ${member.name}?` });
  expect(formatFindings(await scan(realtor, "block dialog"))).toBe("");
  await confirm.getByRole("button", { name: "Block" }).click();
  await expect(realtor.getByRole("button", { name: "Unblock" })).toBeVisible();
  await page.getByLabel("Reply").fill("Can I come on Sunday?");
  await page.getByLabel("Reply").press("Control+Enter");
  await expect(page.getByText("This realtor is not taking messages from you.")).toBeVisible();

  // The member reports the thread; the dialog needs a reason and closes with Escape.
  await page.getByRole("button", { name: "Report this conversation" }).click();
  const report = page.getByRole("dialog", { name: "Report this conversation" });
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(report.getByText("Tell us what is wrong")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(report).toBeHidden();
  await page.getByRole("button", { name: "Report this conversation" }).click();
  await report.getByLabel("Reason").fill("Rude answers.");
  await report.getByRole("button", { name: "Send report" }).click();
  await expect(page.getByText("Report sent")).toBeVisible();
  await closeOther(realtor);

  // The back office lists the report with the thread's last words, and resolves it.
  const admin = await otherPage(browser, a11y, "admin");
  await admin.goto("/admin/reports");
  const filed = admin.getByRole("listitem").filter({ hasText: `${member.name} reported` });
  await expect(filed).toContainText("Rude answers.");
  await filed.getByText("The conversation").click();
  await expect(filed).toContainText("Yes, it gets the sun all afternoon.");
  await filed.getByRole("button", { name: "Resolve" }).click();
  await expect(admin.getByText("Report resolved")).toBeVisible();
  await expect(filed).toBeHidden();
  await expect(
    admin.getByRole("table", { name: "Realtors' response times" }).getByRole("row", {
      name: new RegExp(ROLE_ACCOUNTS.realtor.name),
    }),
  ).toBeVisible();
  await closeOther(admin);
});

test("a tour goes from request to another time to confirmed, with its calendar invitation", async ({
  page,
  browser,
  createListing,
  a11y,
}) => {
  const member = await newMember(page);
  const listing = await createListing({ title: `Tour Home ${uniqueTag()}` });

  await page.goto(`/property/${listing.id}`);
  await pickFreeSlot(page);
  await page.getByRole("button", { name: "Request Tour" }).click();
  await expect(page.getByText("Tour requested")).toBeVisible();

  const realtor = await otherPage(browser, a11y);
  await openThread(realtor, "inbox", member.name);
  const realtorTour = realtor.getByRole("region", { name: /^Tour / });
  await expect(realtorTour).toContainText("Requested");
  expect(formatFindings(await scan(realtor, "realtor's thread with a tour"))).toBe("");
  await realtorTour.getByRole("button", { name: "Propose another time" }).click();
  const propose = realtor.getByRole("dialog", { name: "Propose another time" });
  expect(formatFindings(await scan(realtor, "propose dialog"))).toBe("");
  const proposed = await pickFreeSlot(propose);
  await propose.getByRole("button", { name: "Propose" }).click();
  await expect(propose).toBeHidden();
  await expect(realtorTour).toContainText("New time proposed");
  await expect(realtorTour.getByRole("button", { name: "Accept" })).toBeHidden();

  await openThread(page, "messages", ROLE_ACCOUNTS.realtor.name);
  const memberTour = page.getByRole("region", { name: /^Tour / });
  await expect(memberTour).toContainText("New time proposed");
  await expect(memberTour).toContainText(`at ${proposed}`);
  await memberTour.getByRole("button", { name: "Accept" }).click();
  await expect(memberTour).toContainText("Confirmed");

  // Both dashboards list it under Upcoming tours, with the invitation to download.
  await page.goto("/dashboard");
  const memberUpcoming = page.getByRole("region", { name: "Upcoming tours" });
  await expect(memberUpcoming).toContainText(`with ${ROLE_ACCOUNTS.realtor.name}`);
  await realtor.goto("/dashboard?tab=inbox");
  const realtorUpcoming = realtor.getByRole("region", { name: "Upcoming tours" });
  const realtorRow = realtorUpcoming.getByRole("listitem").filter({ hasText: member.name });
  await expect(realtorRow).toContainText(`at ${proposed}`);
  const invite = await realtorRow
    .getByRole("link", { name: "Add to calendar (.ics)" })
    .getAttribute("href");
  const ics = await realtor.request.get(invite ?? "");
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect(await ics.text()).toContain("BEGIN:VEVENT");

  const confirmed = await receivedMail(page.request, member.email, "Tour confirmed");
  expect(confirmed.attachments.map((file) => file.filename)).toContain("tour.ics");
  expect(confirmed.attachments[0]?.content).toContain("BEGIN:VCALENDAR");
  await closeOther(realtor);
});

test("a realtor declines a tour with a reason, which the member reads in the e-mail", async ({
  page,
  browser,
  createListing,
  a11y,
}) => {
  const member = await newMember(page);
  const listing = await createListing({ title: `Declined Home ${uniqueTag()}` });
  await page.goto(`/property/${listing.id}`);
  await pickFreeSlot(page);
  await page.getByRole("button", { name: "Request Tour" }).click();
  await expect(page.getByText("Tour requested")).toBeVisible();

  const realtor = await otherPage(browser, a11y);
  await openThread(realtor, "inbox", member.name);
  const tour = realtor.getByRole("region", { name: /^Tour / });
  await tour.getByRole("button", { name: "Decline" }).click();
  const dialog = realtor.getByRole("dialog", { name: "Decline this tour?" });
  // A realtor owes the member a reason: the server's field message shows under the field.
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(dialog.getByText("Tell the member why")).toBeVisible();
  await dialog.getByLabel("Reason (the member reads it)").fill("The house is off the market.");
  await dialog.getByRole("button", { name: "Decline" }).click();
  await expect(realtor.getByText("Tour declined")).toBeVisible();
  await expect(tour).toBeHidden();

  const mail = await receivedMail(page.request, member.email, `Tour update for ${listing.title}`);
  expect(mail.text).toContain("The house is off the market.");
  await closeOther(realtor);
});
