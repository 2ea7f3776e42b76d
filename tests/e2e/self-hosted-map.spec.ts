import { type ChildProcess, spawn } from "node:child_process";
import { E2E_PORT } from "./support/accounts";
import { expect, test } from "./support/fixtures";

// Beside the journeys' own server, which keeps its unreachable style for the fallback journeys.
const PORT = E2E_PORT + 50;
const ORIGIN = `http://127.0.0.1:${PORT}`;
let server: ChildProcess;

test.beforeAll(async () => {
  server = spawn(
    process.execPath,
    ["--import", "tsx", "tests/e2e/support/serve-self-hosted-map.ts", String(PORT)],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  await expect
    .poll(
      () =>
        fetch(`${ORIGIN}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill();
});

test("the map draws the street basemap from the site's own storage, not the atlas", async ({
  page,
}) => {
  const ranges: number[] = [];
  page.on("response", (response) => {
    if (response.url() === `${ORIGIN}/media/maps/basemap.pmtiles`) ranges.push(response.status());
  });
  await page.goto(`${ORIGIN}/search`);

  // The style's own attribution: the atlas credits others.
  await expect(page.locator(".maplibregl-ctrl-attrib")).toContainText("Protomaps © OpenStreetMap");
  await expect.poll(() => ranges.length).toBeGreaterThan(1);
  expect(ranges.every((status) => status === 206)).toBe(true);
  expect(
    await page.evaluate(() => sessionStorage.getItem("homescope:map-style-failed")),
  ).toBeNull();
});
