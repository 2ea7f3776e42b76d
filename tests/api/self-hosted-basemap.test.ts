import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { Hono } from "hono";
import { PMTiles } from "pmtiles";
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASEMAP_KEY, basemapInstalled } from "@/server/maps/basemap-files";
import { BasemapInstallError, installBasemap } from "@/server/maps/install-basemap";
import { mapStyleRoutes } from "@/server/maps/map-style.routes";
import { mapStyleProbe } from "@/server/pages/map-style-probe";
import { SELF_HOSTED_STYLE_PATH } from "@/server/platform/env";
import { createStorage } from "@/server/platform/storage";
import { createDiskStorage } from "@/server/platform/storage/disk";
import { mediaRoutes } from "@/server/platform/storage/media.routes";
import type { Storage } from "@/server/platform/storage/storage";
import { writeBasemapSources } from "../fixtures/basemap-assets";
import { tinyPmtiles } from "../fixtures/tiny-pmtiles";

const BUCKET = "homescope-basemap";
const quiet = () => {};

let directory: string;
let sources: { extract: string; assets: string };
let s3: S3rver;
let s3Port: number;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "basemap-"));
  sources = await writeBasemapSources(directory);
  s3 = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(directory, "s3"),
    configureBuckets: [{ name: BUCKET }],
  });
  ({ port: s3Port } = await s3.run());
});

afterAll(async () => {
  await s3?.close();
  await rm(directory, { recursive: true, force: true });
});

const drivers: [string, () => Promise<Storage>][] = [
  ["disk", async () => createDiskStorage(await mkdtemp(path.join(directory, "disk-")))],
  [
    "s3",
    () =>
      createStorage({
        STORAGE_DRIVER: "s3",
        DATA_DIR: directory,
        S3_BUCKET: BUCKET,
        S3_REGION: "us-east-1",
        S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
        // s3rver's fixed credentials; it checks request signatures against them.
        S3_ACCESS_KEY_ID: "S3RVER",
        S3_SECRET_ACCESS_KEY: "S3RVER",
        S3_FORCE_PATH_STYLE: true,
      }),
  ],
];

describe.each(drivers)("the self-hosted basemap on %s storage", (_driver, makeStorage) => {
  let storage: Storage;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    storage = await makeStorage();
    const app = new Hono()
      .route("/media", mediaRoutes(storage))
      .route("/map", mapStyleRoutes({ env: { BASE_URL: "", baseUrlConfigured: false }, storage }));
    // A real HTTP server, so the PMTiles reader fetches ranges as a browser's would.
    server = createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
  });

  it("has no style, and pages keep the atlas, until the basemap is installed", async () => {
    const response = await fetch(`${origin}${SELF_HOSTED_STYLE_PATH}`);
    expect(response.status).toBe(404);
    expect((await response.json()).message).toBe(
      "The self-hosted basemap lacks maps/basemap.pmtiles, maps/sprites/v4/light.json, " +
        "maps/fonts/Noto Sans Regular/0-255.pbf in storage",
    );
    const probe = mapStyleProbe(SELF_HOSTED_STYLE_PATH, () => basemapInstalled(storage));
    probe.current();
    await probe.settled();
    expect(probe.current()).toBeNull();
  });

  it("answers a style on this site once map:install put the files in storage", async () => {
    const lines: string[] = [];
    expect(await installBasemap(storage, sources, (line) => lines.push(line))).toBe(6);
    expect(lines).toEqual(["Installed the basemap: 6 files under maps/ (1 font ranges)."]);

    const response = await fetch(`${origin}${SELF_HOSTED_STYLE_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const style = await response.json();
    expect(style.sources.protomaps.url).toBe(`pmtiles://${origin}/media/maps/basemap.pmtiles`);
    expect(style.sprite).toBe(`${origin}/media/maps/sprites/v4/light`);

    const probe = mapStyleProbe(SELF_HOSTED_STYLE_PATH, () => basemapInstalled(storage));
    probe.current();
    await probe.settled();
    expect(probe.current()).toBe(SELF_HOSTED_STYLE_PATH);
  });

  it("serves byte ranges of the extract with its type, for an hour's caching", async () => {
    const size = tinyPmtiles().length;
    const response = await fetch(`${origin}/media/${BASEMAP_KEY}`, {
      headers: { range: "bytes=0-126" },
    });
    expect(response.status).toBe(206);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      "content-range": `bytes 0-126/${size}`,
      "content-length": "127",
      "content-type": "application/vnd.pmtiles",
      "cache-control": "public, max-age=3600",
      "accept-ranges": "bytes",
    });
    expect(Buffer.from(await response.arrayBuffer()).toString("latin1", 0, 7)).toBe("PMTiles");
  });

  it("lets the PMTiles reader the maps use read the extract's tiles", async () => {
    const archive = new PMTiles(`${origin}/media/${BASEMAP_KEY}`);
    const header = await archive.getHeader();
    expect(header).toMatchObject({ specVersion: 3, minZoom: 0, maxZoom: 0 });
    expect(header.etag).toMatch(/^"/);
    const tile = await archive.getZxy(0, 0, 0);
    expect(tile?.data.byteLength).toBeGreaterThan(0);
  });

  it("serves the sprites and fonts the style names", async () => {
    for (const file of ["sprites/v4/light.json", "sprites/v4/light@2x.png"]) {
      expect((await fetch(`${origin}/media/maps/${file}`)).status).toBe(200);
    }
    const font = await fetch(`${origin}/media/maps/fonts/Noto%20Sans%20Regular/0-255.pbf`);
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("application/x-protobuf");
  });
});

describe("npm run map:install", () => {
  it("refuses a file that is no PMTiles archive, and writes nothing", async () => {
    const storage = createDiskStorage(await mkdtemp(path.join(directory, "refused-")));
    const notAnArchive = path.join(directory, "us.mbtiles");
    await writeFile(notAnArchive, "SQLite format 3\0");

    await expect(
      installBasemap(storage, { ...sources, extract: notAnArchive }, quiet),
    ).rejects.toThrow(
      new BasemapInstallError(`${notAnArchive} is not a PMTiles version 3 archive`),
    );
    expect(await storage.stat("maps/sprites/v4/light.json")).toBeNull();
  });

  it("says which of Protomaps' assets the folder lacks", async () => {
    const storage = createDiskStorage(await mkdtemp(path.join(directory, "lacking-")));
    await expect(
      installBasemap(storage, { ...sources, assets: path.join(directory, "nowhere") }, quiet),
    ).rejects.toThrow(/The assets lack .*light\.json \(Protomaps' light sprites\)/);
    expect(await storage.stat(BASEMAP_KEY)).toBeNull();
  });
});
