import type { Locator, Page } from "@playwright/test";
import {
  PIN_HEIGHT,
  pinWidth,
} from "../../src/web/features/properties/components/map/crowded-pins";
import { formatFindings, scan } from "./a11y/scan";
import { expect, test } from "./support/fixtures";

/*
 * Map search on the specification's demo listings in places no other journey
 * lists in (they use the fixture's Springfield, IL, and the dialog's Austin and Denver): the villa
 * in Scottsdale, AZ and the condo in Chicago, IL. The map draws with WebGL on SwiftShader
 * (playwright.config.ts).
 */
const VILLA = "Mediterranean Villa with Pool and Mountain Views";
const CONDO = "Lakeview Condo with Skyline Balcony";
const SCOTTSDALE = "/search?bbox=-112.1,33.55,-111.7,33.85&zoom=10";
const CHICAGO = "/search?bbox=-88.1,41.7,-87.2,42.2&zoom=9";

const card = (page: Page, title: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name: title }) });
const pin = (page: Page, title: string) =>
  page.getByRole("button", { name: new RegExp(`^\\$[\\d.]+[KM]? — ${title}$`) });
const searchMap = (page: Page) => page.getByRole("region", { name: "Map of the search's homes" });
const polyPoints = (page: Page) =>
  (new URL(page.url()).searchParams.get("poly") ?? "").split(";").filter(Boolean);

/** The point a pin stands on (its bottom middle), in the page's pixels. */
async function pinPoint(page: Page, title: string) {
  const box = await pin(page, title).boundingBox();
  if (!box) throw new Error("No pin");
  return { x: box.x + box.width / 2, y: box.y + box.height };
}

/** The corners of a square 120 pixels across around a point, with points along each edge. */
function squareAround({ x, y }: { x: number; y: number }) {
  const corners = [
    [x - 60, y - 60],
    [x + 60, y - 60],
    [x + 60, y + 60],
    [x - 60, y + 60],
    [x - 60, y - 60],
  ] as const;
  return corners.slice(1).flatMap(([toX, toY], i) => {
    const [fromX, fromY] = corners[i] as readonly [number, number];
    return Array.from({ length: 6 }, (_, step) => ({
      x: fromX + ((toX - fromX) * (step + 1)) / 6,
      y: fromY + ((toY - fromY) * (step + 1)) / 6,
    }));
  });
}

/** The map's view has settled and its answer has arrived. */
async function mapReady(page: Page) {
  await expect(searchMap(page)).toBeVisible();
  await expect(page.getByText("Loading homes…")).toHaveCount(0);
}

/** Drags the map by dx, dy from below its middle (where a pin may stand), ending inside it. */
async function drag(page: Page, target: Locator, dx: number, dy: number) {
  const box = await target.boundingBox();
  if (!box) throw new Error("The map has no box");
  const x = box.x + box.width / 2 - dx / 2;
  const y = box.y + box.height / 2 + 80 - dy / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y + dy / 2, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 5 });
  await page.mouse.up();
}

test("moving the map searches its area; the URL keeps it, and a reload restores it", async ({
  page,
}) => {
  await page.goto(SCOTTSDALE);
  await mapReady(page);
  await expect(card(page, VILLA)).toBeVisible();
  await expect(pin(page, VILLA)).toBeVisible();

  // Dragging Scottsdale out of view to the left: the list follows.
  await drag(page, searchMap(page), -400, 0);
  await expect(card(page, VILLA)).toHaveCount(0);
  await expect(page).not.toHaveURL(/bbox=-112\.1,/);
  const shared = page.url();

  // The shared address opens the same search, and the map does not move it.
  await page.goto(shared);
  await mapReady(page);
  await expect(card(page, VILLA)).toHaveCount(0);
  await page.waitForTimeout(1_000);
  expect(page.url()).toBe(shared);

  // Zooming out (the map's own labelled buttons) widens the search back over Scottsdale.
  for (const zoom of [9, 8]) {
    await page.getByRole("button", { name: "Zoom out" }).click();
    await expect(page).toHaveURL(new RegExp(`zoom=${zoom}(&|$)`));
  }
  await expect(card(page, VILLA)).toBeVisible();

  // Without 'Search as I move the map', moving only offers to search the new area.
  await page.goto(SCOTTSDALE);
  await mapReady(page);
  await page.getByRole("checkbox", { name: "Search as I move the map" }).uncheck();
  await page.getByRole("button", { name: "Zoom out" }).click();
  await expect(page.getByRole("button", { name: "Search this area" })).toBeVisible();
  expect(page.url()).toContain("bbox=-112.1,33.55,-111.7,33.85");
  await page.getByRole("button", { name: "Search this area" }).click();
  await expect(page).toHaveURL(/zoom=9(&|$)/);
});

test("drawing an area searches inside it; Escape cancels a drawing", async ({ page }) => {
  await page.goto("/search?bbox=-118,29,-106,37&zoom=6");
  await mapReady(page);
  await expect(card(page, VILLA)).toBeVisible();

  await page.getByRole("button", { name: "Draw an area" }).click();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Finish area" })).toHaveCount(0);

  const { x, y } = await pinPoint(page, VILLA);
  await page.getByRole("button", { name: "Draw an area" }).click();
  await expect(page.getByText("Drag to draw an area, or click to add points.")).toBeVisible();
  await page.mouse.click(x - 60, y - 60);
  await page.mouse.click(x + 60, y - 60);
  await page.mouse.click(x + 60, y + 60);
  await page.mouse.click(x - 60, y + 60);
  await page.getByRole("button", { name: "Finish area" }).click();
  await expect(page).toHaveURL(/poly=/);
  await expect(card(page, VILLA)).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: /^1 property found$/ })).toBeVisible();

  await page.getByRole("button", { name: "Clear area" }).click();
  await expect(page).not.toHaveURL(/poly=/);
  await expect(page.getByRole("button", { name: "Draw an area" })).toBeVisible();

  // A drag draws the outline instead of moving the map; letting go closes it as the area.
  await page.getByRole("button", { name: "Draw an area" }).click();
  await page.mouse.move(x - 60, y - 60);
  await page.mouse.down();
  for (const point of squareAround({ x, y })) await page.mouse.move(point.x, point.y);
  await page.mouse.up();
  await expect(page).toHaveURL(/poly=/);
  await expect(page.getByRole("status").filter({ hasText: /^1 property found$/ })).toBeVisible();
  await expect(card(page, VILLA)).toBeVisible();
  expect(polyPoints(page).length).toBeGreaterThanOrEqual(4);
  await page.getByRole("button", { name: "Clear area" }).click();
  await expect(page).not.toHaveURL(/poly=/);

  // While drawing, a click on a pin adds a point there rather than opening the listing's card.
  await page.getByRole("button", { name: "Draw an area" }).click();
  await pin(page, VILLA).click();
  await expect(page.getByRole("region", { name: "Selected listing" })).toHaveCount(0);
  await page.mouse.click(x + 60, y + 60);
  await page.mouse.click(x - 60, y + 60);
  await page.getByRole("button", { name: "Finish area" }).click();
  await expect(page).toHaveURL(/poly=/);
  expect(polyPoints(page)).toHaveLength(3);
});

test("an area can be drawn without a pointer: move the map by keys and add its centre", async ({
  page,
}) => {
  // With reduced motion the map jumps to each new centre instead of easing there, so every
  // centre added below is where the keys put it, however busy the machine.
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(SCOTTSDALE);
  await mapReady(page);
  await page.getByRole("button", { name: "Draw an area" }).click();
  const canvas = page.locator(".maplibregl-canvas");
  const pan = async (key: string, times: number) => {
    await canvas.focus();
    for (let i = 0; i < times; i++) await page.keyboard.press(key);
  };
  // The corners of a square around the villa, each the map's centre after moving it by keys.
  await pan("ArrowLeft", 1);
  await pan("ArrowUp", 1);
  await page.getByRole("button", { name: "Add the centre" }).click();
  await pan("ArrowRight", 2);
  await page.getByRole("button", { name: "Add the centre" }).click();
  await pan("ArrowDown", 2);
  await page.getByRole("button", { name: "Add the centre" }).click();
  await pan("ArrowLeft", 2);
  await page.getByRole("button", { name: "Add the centre" }).click();
  // Moving the map while drawing does not search: the drawn area will.
  expect(page.url()).toContain("bbox=-112.1,33.55,-111.7,33.85");
  await page.getByRole("button", { name: "Finish area" }).click();
  await expect(page).toHaveURL(/poly=/);
  await expect(card(page, VILLA)).toBeVisible();
});

/** The map's price pins and clusters as drawn: name, text, whether it is cut off, and box. */
function markerBoxes(page: Page) {
  return page.locator(".maplibregl-marker button").evaluateAll((buttons) =>
    buttons.map((button) => {
      const { left, right, top, bottom } = button.getBoundingClientRect();
      const name = button.getAttribute("aria-label") ?? "";
      const clipped = button.scrollWidth > button.clientWidth;
      return { name, text: button.textContent ?? "", clipped, left, right, top, bottom };
    }),
  );
}

/** Pairs of markers whose boxes cover part of each other. */
async function overlappingMarkers(page: Page) {
  const boxes = await markerBoxes(page);
  return boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom)
      .map((b) => `${a.name} / ${b.name}`),
  );
}

test("no two markers cover each other, from the whole country down to a city", async ({ page }) => {
  for (const view of [
    "/search?bbox=-125,24,-66,50&zoom=4",
    "/search?bbox=-98.1,30.05,-97.5,30.55&zoom=10",
    SCOTTSDALE,
    CHICAGO,
  ]) {
    await page.goto(view);
    await mapReady(page);
    await expect(page.locator(".maplibregl-marker button")).not.toHaveCount(0);
    expect(await overlappingMarkers(page), view).toEqual([]);
    // Markers are joined by the size they are reckoned to take: no pin may be drawn larger.
    for (const pin of (await markerBoxes(page)).filter((box) => box.text.startsWith("$"))) {
      expect(pin.right - pin.left, pin.name).toBeLessThanOrEqual(pinWidth(pin.text));
      expect(pin.bottom - pin.top, pin.name).toBeLessThanOrEqual(PIN_HEIGHT);
      expect(pin.clipped, pin.name).toBe(false);
    }
  }
});

test("a pin opens its listing's card; cards and pins highlight each other", async ({ page }) => {
  await page.goto(CHICAGO);
  await mapReady(page);
  await card(page, CONDO).hover();
  await expect(pin(page, CONDO)).toHaveAttribute("data-highlighted", "true");
  await pin(page, CONDO).hover();
  await expect(page.locator("li[data-highlighted]")).toContainText(CONDO);

  await pin(page, CONDO).click();
  const selected = page.getByRole("region", { name: "Selected listing" });
  await expect(selected.getByText("$350,000")).toBeVisible();
  expect(formatFindings(await scan(page, "/search with the map and a pin's card"))).toBe("");
  await page.keyboard.press("Escape");
  await expect(selected).toHaveCount(0);
  await pin(page, CONDO).press("Enter");
  await selected.getByRole("link", { name: CONDO }).click();
  await expect(page.getByRole("heading", { level: 1, name: CONDO })).toBeVisible();

  // The listing page's Location tab shows it on the same map.
  await page.getByRole("tab", { name: "Location" }).click();
  await expect(
    page.getByRole("region", { name: /^Map of 3310 North Harborview Drive/ }),
  ).toBeVisible();
  await expect(page.getByRole("img", { name: /^3310 North Harborview Drive/ })).toBeVisible();
  expect(formatFindings(await scan(page, "the listing's Location tab"))).toBe("");
});

test("the listing form's pin comes from the ZIP, is refined by hand, and is put back from the address", async ({
  page,
  loginAs,
  createListing,
}) => {
  await loginAs("admin");
  const listing = await createListing();
  await page.goto(`/admin/properties?q=${encodeURIComponent(listing.title)}`);
  await page.getByRole("button", { name: `Edit ${listing.title}` }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Edit Property" })).toBeVisible();
  const dialog = page.getByRole("main");
  const longitude = dialog.getByLabel("Longitude");
  await expect(longitude).toHaveValue("-89.6495");
  await expect(dialog.getByText(/^Placed from ZIP 62701 \(Springfield, IL\)/)).toBeVisible();

  // The pin moves with the arrow keys (about 10 m a press): set by hand now.
  await dialog.getByRole("button", { name: /^The listing's position/ }).press("ArrowRight");
  await expect(longitude).toHaveValue("-89.6494");
  await expect(
    dialog.getByText("Pin set by hand: it stays when the address changes."),
  ).toBeVisible();

  // Place from address puts it back at the ZIP's centre.
  await dialog.getByRole("button", { name: "Place from address" }).click();
  await expect(longitude).toHaveValue("-89.6495");

  // A click on the map puts the pin there (away from the pin itself, at the centre).
  const map = dialog.getByRole("region", { name: /^Map for the listing's position/ });
  await map.click({ position: { x: 40, y: 40 } });
  await expect(longitude).not.toHaveValue("-89.6495");
  const placed = Number(await longitude.inputValue());
  await dialog.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Property updated")).toBeVisible();
  const saved = await (await page.request.get(`/api/properties/${listing.id}`)).json();
  expect(saved.longitude).toBeCloseTo(placed, 5);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the list comes first; the Map switch shows the pins", async ({ page }) => {
    await page.goto(SCOTTSDALE);
    await expect(card(page, VILLA)).toBeVisible();
    await expect(searchMap(page)).toHaveCount(0);
    await page.getByRole("button", { name: "Map", exact: true }).click();
    await expect(page.getByRole("button", { name: "Map", exact: true })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await mapReady(page);
    await expect(pin(page, VILLA)).toBeVisible();
    await expect(card(page, VILLA)).toBeHidden();
    expect(formatFindings(await scan(page, "/search's map on a phone"))).toBe("");

    // A move of the map searches its area and leaves the page where it was.
    const zoomOut = page.getByRole("button", { name: "Zoom out" });
    await zoomOut.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    await zoomOut.click();
    await expect(page).toHaveURL(/zoom=9(&|$)/);
    await mapReady(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(card(page, VILLA)).toBeVisible();
  });

  test("a finger's drag draws an area, and the list searches inside it", async ({ page }) => {
    await page.goto(SCOTTSDALE);
    await page.getByRole("button", { name: "Map", exact: true }).click();
    await mapReady(page);
    await searchMap(page).scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Draw an area" }).click();
    const start = await pinPoint(page, VILLA);
    // Playwright's touchscreen only taps: the drag is the browser's own touch events.
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: "touchStart" | "touchMove" | "touchEnd",
      points: { x: number; y: number }[],
    ) => cdp.send("Input.dispatchTouchEvent", { type, touchPoints: points });
    await touch("touchStart", [{ x: start.x - 60, y: start.y - 60 }]);
    for (const point of squareAround(start)) await touch("touchMove", [point]);
    await touch("touchEnd", []);
    await expect(page).toHaveURL(/poly=/);
    expect(polyPoints(page).length).toBeGreaterThanOrEqual(4);
    await page.getByRole("button", { name: "List", exact: true }).click();
    await expect(card(page, VILLA)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: /^1 property found$/ })).toBeVisible();
  });
});
