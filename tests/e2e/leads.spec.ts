import { ROLE_ACCOUNTS } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { linkIn, receivedMail } from "./support/mail";
import { closeOther, otherPage } from "./support/other-browser";
import { uniqueTag } from "./support/unique";

// A visitor's browser, the realtor's and e-mail: longer than one page's journey.
test.describe.configure({ timeout: 120_000 });

test("a visitor's message becomes a lead the realtor works through its stages and answers by e-mail", async ({
  page,
  browser,
  createListing,
  a11y,
}) => {
  const visitor = { name: `Gus ${uniqueTag()}`, email: uniqueEmail("guest") };
  const listing = await createListing({ title: `Lead Home ${uniqueTag()}` });

  // Signed out, from the map's link to the listing.
  await page.goto(`/property/${listing.id}?from=map`);
  await page.getByRole("button", { name: "Contact Agent" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(visitor.name);
  await dialog.getByLabel("Email").fill(visitor.email);
  await dialog.getByLabel("Phone (optional)").fill("(555) 010-4242");
  await dialog.getByLabel("Best way to reach you").selectOption("Phone call");
  await dialog.getByLabel("Message").fill("Could I see it this weekend?");
  await dialog.getByRole("button", { name: /send/i }).click();
  await expect(page.getByText("Message sent")).toBeVisible();

  const realtor = await otherPage(browser, a11y);
  await realtor.goto("/dashboard");
  await expect(realtor.getByRole("heading", { name: "New leads" })).toBeVisible();
  await realtor.getByRole("link", { name: "Open new leads" }).click();
  const list = realtor.getByRole("region", { name: "Conversations" });
  await list.getByRole("link", { name: new RegExp(visitor.name) }).click();
  const lead = realtor.getByRole("region", { name: "Lead" });
  await expect(lead.getByRole("link", { name: "(555) 010-4242" })).toHaveAttribute(
    "href",
    "tel:5550104242",
  );
  await expect(lead).toContainText("Prefers: Phone call · From: Map");
  await expect(lead).toContainText("your replies reach them by e-mail");

  await lead.getByLabel("Stage").selectOption("Touring");
  await expect(realtor.getByText("Stage saved")).toBeVisible();
  await lead.getByLabel("Private note").fill("Wants a Saturday showing.");
  await lead.getByRole("button", { name: "Save note" }).click();
  await expect(realtor.getByText("Note saved")).toBeVisible();
  const stages = realtor.getByRole("group", { name: "Lead stage" });
  await stages.getByRole("radio", { name: /^Touring \(\d+\)$/ }).check();
  await expect(list.getByRole("link", { name: new RegExp(visitor.name) })).toContainText(
    "Stage: Touring",
  );

  await realtor.getByLabel("Reply").fill("Saturday at 11 works. See you there!");
  await realtor.getByRole("button", { name: "Send" }).click();
  await expect(realtor.getByRole("log", { name: "Messages" })).toContainText("Saturday at 11");
  await closeOther(realtor);

  // The visitor answers from the e-mail's link, without an account.
  const mail = await receivedMail(
    page.request,
    visitor.email,
    `${ROLE_ACCOUNTS.realtor.name} answered about ${listing.title}`,
  );
  await page.goto(linkIn(mail, "/messages/"));
  await expect(
    page.getByRole("heading", { name: `Your conversation with ${ROLE_ACCOUNTS.realtor.name}` }),
  ).toBeVisible();
  await expect(page.getByRole("log", { name: "Messages" })).toContainText("Saturday at 11");
  await page.getByLabel("Reply").fill("Perfect, thank you.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByRole("log", { name: "Messages" })).toContainText("Perfect, thank you.");
});
