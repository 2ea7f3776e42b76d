import { type APIRequestContext, type Browser, devices, type Page } from "@playwright/test";
import { WEEKDAY_NAMES } from "../../src/shared/tour-calendar";
import type { JourneyScans } from "./a11y/scan-landings";
import { E2E_PASSWORD, E2E_PORT } from "./support/accounts";
import { expect, test, uniqueEmail } from "./support/fixtures";
import { waitForAppAfterNavigation } from "./support/hydration";
import { signUpVerified } from "./support/mail";
import { approvedProfessional } from "./support/professionals";
import { scrollToTourBox } from "./support/tour-slots";
import { uniqueTag } from "./support/unique";

const BASE_URL = `http://localhost:${E2E_PORT}`;

/**
 * A browser of its own, signed in by `signIn` (as the fresh realtor, or a second buyer), on a
 * desktop unless a phone is named.
 */
async function browserAs(
  browser: Browser,
  a11y: JourneyScans,
  signIn: (request: APIRequestContext) => Promise<unknown>,
  phone?: (typeof devices)[string],
): Promise<Page> {
  const context = await browser.newContext({ ...phone, baseURL: BASE_URL });
  await signIn(context.request);
  const page = await context.newPage();
  waitForAppAfterNavigation(page);
  a11y.watch(page);
  return page;
}

/** Signs up and in a new buyer; returns their e-mail. */
async function newBuyer(request: APIRequestContext, name: string) {
  const email = uniqueEmail("tour");
  await signUpVerified(request, { name, email, password: E2E_PASSWORD });
  return email;
}

test("a tour is booked in the realtor's free slot, and a second buyer on a phone is refused that slot", async ({
  page,
  browser,
  playwright,
  createListing,
  a11y,
}) => {
  const tag = uniqueTag();
  const realtor = await approvedProfessional(playwright, "realtor", `Tess ${tag}`, {});
  const listing = await createListing({ title: `Calendar Home ${tag}`, realtorId: realtor.id });

  // The realtor offers tours every day from 10 to 12, an hour each.
  const desk = await browserAs(browser, a11y, async (request) => {
    const signIn = await request.post("/api/auth/sign-in/email", {
      data: { email: realtor.email, password: E2E_PASSWORD },
      headers: { origin: BASE_URL },
    });
    expect(signIn.status()).toBe(200);
  });
  await desk.goto("/dashboard?tab=inbox");
  const hours = desk.getByRole("region", { name: "Your tour hours" });
  for (const day of WEEKDAY_NAMES) {
    await hours.getByRole("checkbox", { name: day }).check();
    await hours.getByLabel(`${day} from`).fill("10:00");
    await hours.getByLabel(`${day} until`).fill("12:00");
  }
  await hours.getByLabel("Tour length").selectOption("60");
  await hours.getByRole("button", { name: "Save tour hours" }).click();
  await expect(desk.getByText("Tour hours saved")).toBeVisible();

  // Two buyers open the listing, one on a desktop and one on a phone; both see the same times.
  const firstEmail = await newBuyer(page.request, `Bea ${tag}`);
  const second = await browserAs(
    browser,
    a11y,
    (request) => newBuyer(request, `Cy ${tag}`),
    devices["Pixel 7"],
  );
  // Each goes to the tour box, whose calendar loads as it nears the screen.
  for (const buyer of [page, second]) {
    await buyer.goto(`/property/${listing.id}`);
    await scrollToTourBox(buyer);
  }
  const picker = page.getByRole("region", { name: "Schedule a Tour" });
  const times = picker.getByRole("group", { name: /^Times on / }).getByRole("radio");
  await expect(times.first()).toBeAttached();
  const labels = await times.evaluateAll((inputs) =>
    inputs.map((input) => input.parentElement?.textContent?.trim()),
  );
  expect(labels.every((label) => label === "10:00 AM" || label === "11:00 AM")).toBe(true);
  const slot = labels.at(-1) ?? "";

  // The second buyer chooses the same time but is slower to press the button.
  const other = second.getByRole("region", { name: "Schedule a Tour" });
  await other.getByRole("radio", { name: slot }).check();
  await picker.getByRole("radio", { name: slot }).check();
  await picker.getByRole("radio", { name: "Video call" }).check();
  await picker.getByRole("button", { name: "Request Tour" }).click();
  await expect(page.getByText("Tour requested")).toBeVisible();
  await expect(picker).toContainText(new RegExp(`You asked to tour this on .+ at ${slot}`));

  await other.getByRole("button", { name: "Request Tour" }).click();
  await expect(second.getByText("That time was just taken")).toBeVisible();
  await expect(
    second.getByText("Someone just booked that time. Please choose another."),
  ).toBeVisible();
  // The taken time is gone from the day the second buyer was looking at.
  await expect(other.getByRole("radio", { name: slot })).toHaveCount(0);

  // The first buyer's dashboard lists the request; the realtor confirms it.
  await page.goto("/dashboard");
  await expect(page.getByRole("region", { name: "Your tour requests" })).toContainText(
    `at ${slot} (video call)`,
  );
  await desk.goto("/dashboard?tab=inbox");
  await desk
    .getByRole("region", { name: "Conversations" })
    .getByRole("link", { name: new RegExp(`Bea ${tag}`) })
    .click();
  const tour = desk.getByRole("region", { name: /^Tour / });
  await tour.getByRole("button", { name: "Accept" }).click();
  await expect(tour).toContainText("Confirmed");
  const invite = await tour
    .getByRole("link", { name: "Add to calendar (.ics)" })
    .getAttribute("href");
  const ics = await (await desk.request.get(invite ?? "")).text();
  // Illinois: the listing's Central time, and the hour the realtor gives a tour.
  const start = ics.match(/DTSTART;TZID=America\/Chicago:\d{8}T(\d{4})00/)?.[1];
  const end = ics.match(/DTEND;TZID=America\/Chicago:\d{8}T(\d{4})00/)?.[1];
  expect([start, end]).toEqual(slot === "10:00 AM" ? ["1000", "1100"] : ["1100", "1200"]);
  expect(ics).toContain("BEGIN:VTIMEZONE");
  expect(ics).not.toContain(firstEmail.split("@")[0] ?? "@");

  await second.context().close();
  await desk.context().close();
});
