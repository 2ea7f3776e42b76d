import { E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";
import { photoFile } from "./support/photos";
import { uniqueTag } from "./support/unique";

const ORIGIN = { origin: `http://localhost:${E2E_PORT}` };
const ZONE = "America/Chicago";

/** Today in Chicago (the listing's zone, Illinois) as YYYY-MM-DD, its weekday and hour. */
function chicagoNow() {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date())
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: parts.weekday,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * Time of this weekend in Chicago still ahead: Sunday afternoon on the days before it, else from
 * a few minutes from now for up to an hour; null when less than ten minutes of it are left.
 */
function thisWeekend(): { date: string; start: string; end: string } | null {
  const now = chicagoNow();
  const days: Record<string, number> = { Sat: 1, Sun: 0, Mon: 6, Tue: 5, Wed: 4, Thu: 3, Fri: 2 };
  const toSunday = days[now.weekday ?? ""] ?? 0;
  const sunday = addDays(now.day, toSunday);
  if (sunday !== now.day || now.hour < 12) return { date: sunday, start: "13:00", end: "15:00" };
  const start = now.hour * 60 + now.minute + 5;
  const end = Math.min(start + 60, 23 * 60 + 59);
  return end - start >= 10 ? { date: sunday, start: clock(start), end: clock(end) } : null;
}

test("a buyer finds this weekend's open houses and adds one to a calendar", async ({
  page,
  browser,
  loginAs,
}) => {
  await loginAs("realtor");
  const title = `Weekend ${uniqueTag()} Bungalow`;
  const upload = await page.request.post("/api/manage/uploads/images", {
    multipart: { image: await photoFile(title) },
    headers: ORIGIN,
  });
  const { uploadId } = (await upload.json()) as { uploadId: string };
  const created = await page.request.post("/api/manage/properties", {
    data: {
      title,
      description: "A bungalow open this weekend, made by the journey.",
      price: "415,000",
      address: "8 Lilac Court",
      city: "Springfield",
      state: "IL",
      zip: "62704",
      bedrooms: 2,
      bathrooms: 1,
      squareFeet: 1_100,
      propertyType: "House",
      amenities: [],
      images: [{ uploadId }],
    },
    headers: ORIGIN,
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: string };

  // The realtor schedules it from My Listings.
  const when = thisWeekend();
  test.skip(when === null, "less than ten minutes of the weekend are left in Chicago");
  if (!when) return;
  await page.goto(`/dashboard?tab=listings&q=${encodeURIComponent(title)}`);
  await page.getByRole("button", { name: `Open houses of ${title}` }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Date").fill(when.date);
  await dialog.getByLabel("Start").fill(when.start);
  await dialog.getByLabel("End").fill(when.end);
  await dialog.getByRole("button", { name: "Schedule open house" }).click();
  await expect(dialog.getByRole("button", { name: /^Remove the open house of / })).toBeVisible();

  // A visitor finds it among this weekend's open houses, and takes it to a calendar.
  const buyer = await browser.newPage();
  try {
    await buyer.goto(`/search?q=${encodeURIComponent(title)}&openHouse=weekend`);
    const card = buyer.getByRole("article").filter({ hasText: title });
    await expect(card.getByText(/^Open /)).toBeVisible();
    await card.getByRole("link", { name: title }).click();
    const openHouses = buyer.getByRole("region", { name: "Open houses" });
    await expect(openHouses.getByText(/^Open house · /)).toBeVisible();
    const href = await openHouses
      .getByRole("link", { name: "Add to calendar" })
      .getAttribute("href");
    const file = await buyer.request.get(href ?? "");
    expect(file.headers()["content-type"]).toContain("text/calendar");
    const text = await file.text();
    const compact = `${when.date.replaceAll("-", "")}T${when.start.replace(":", "")}00`;
    expect(text).toContain(`DTSTART;TZID=${ZONE}:${compact}`);
    expect(text).toContain(`/property/${id}`);
  } finally {
    await buyer.close();
  }
});
