import { beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "../setup/setup-test-app";
import {
  ACTORS,
  buildWorld,
  MATRIX,
  type Probe,
  type Row,
  registeredRoutes,
  type World,
} from "./authorization-matrix";

// Every cell comes from its own address (X-Forwarded-For, trusted here), so the per-address
// limits of the contact forms and the newsletter never stand in for an authorization answer.
const t = setupTestApp({ SIGN_IN_RATE_LIMIT: "1000", TRUST_PROXY: "true" });

let world: World;
beforeAll(async () => {
  world = await buildWorld(t);
}, 60_000);

let address = 0;
async function send(row: Row, probe: Probe, client: World["clients"][keyof World["clients"]]) {
  const [routeMethod = "GET"] = row.route.split(" ");
  const method = probe.method ?? routeMethod;
  address += 1;
  const headers = { "x-forwarded-for": `10.9.${address >> 8}.${address & 255}` };
  const response = await client.request(method, probe.path, {
    headers,
    ...(probe.form ? { body: probe.form } : {}),
    ...(probe.json !== undefined ? { json: probe.json } : {}),
  });
  return { status: response.status, text: await response.text() };
}

describe("the authorization matrix", () => {
  it("lists every route the app serves, and only those", () => {
    const registered = registeredRoutes(t.app);
    const listed = new Set(MATRIX.map((row) => row.route));
    const unlisted = [...registered].filter((route) => !listed.has(route)).sort();
    const missing = [...listed].filter((route) => !registered.has(route)).sort();
    expect(unlisted, "routes the app serves that the matrix does not list").toEqual([]);
    expect(missing, "routes the matrix lists that the app does not serve").toEqual([]);
  });

  it("answers every cell as the table says", { timeout: 120_000 }, async () => {
    const differences: string[] = [];
    for (const row of MATRIX) {
      for (const [index, actor] of ACTORS.entries()) {
        const probe = await row.probe(world, actor);
        const { status, text } = await send(row, probe, probe.client ?? world.clients[actor]);
        const expected = row.expect[index];
        if (status !== expected) {
          const label = `${row.route}${row.variant ? ` (${row.variant})` : ""} as ${actor}`;
          differences.push(`${label}: expected ${expected}, got ${status} ${text.slice(0, 200)}`);
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
