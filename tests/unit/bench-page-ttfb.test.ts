import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageTable, pageTargets, samplePages } from "../../scripts/bench/page-ttfb";
import { msFigure, percentile } from "../../scripts/bench/stats";

describe("the benchmarks' percentiles", () => {
  it("are nearest-rank over unsorted samples", () => {
    const samples = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];
    expect(percentile(samples, 50)).toBe(5);
    expect(percentile(samples, 95)).toBe(10);
    expect(percentile(samples, 10)).toBe(1);
    expect(percentile([42], 99)).toBe(42);
    expect(percentile([], 50)).toBeNaN();
  });

  it("print two decimals below 10 ms, one above, and a dash for none", () => {
    expect(msFigure(6.2831)).toBe("6.28");
    expect(msFigure(123.456)).toBe("123.5");
    expect(msFigure(Number.NaN)).toBe("-");
  });
});

describe("the pages sampled beside the API", () => {
  it("search by a catalogue city and a price range, and open the given listings", () => {
    const [about, home, search, property] = pageTargets(["a1", "b2"], 6);
    expect(about?.paths).toEqual(["/about"]);
    expect(home?.paths).toEqual(["/"]);
    expect(search?.paths).toHaveLength(6);
    expect(search?.paths[0]).toBe("/search?q=Springfield&minPrice=200000&maxPrice=600000");
    expect(search?.paths[1]).toBe("/search?q=Riverside&minPrice=300000&maxPrice=700000");
    expect(property?.paths).toEqual(["/property/a1", "/property/b2"]);
  });
});

describe("sampling pages' time to first byte", () => {
  // Headers after 30 ms, the body 2 s later: the time stops at the headers, however busy the host.
  const server = createServer((request, response) => {
    if (request.url === "/broken") {
      response.writeHead(500).end();
      return;
    }
    setTimeout(() => {
      response.writeHead(200, { "content-type": "text/html" });
      response.write("<!doctype html>");
      setTimeout(() => response.end("<p>drawn</p>"), 2000);
    }, 30);
  });
  let base = "";
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("times each page until its headers, open loop, and counts failed answers", async () => {
    const targets = [
      { name: "slow page", paths: ["/one", "/two"] },
      { name: "broken page", paths: ["/broken"] },
    ];
    const [slow, broken] = await samplePages(base, targets, { perSecond: 20, seconds: 0.25 });
    expect(slow?.ttfb).toHaveLength(5);
    for (const ttfb of slow?.ttfb ?? []) {
      expect(ttfb).toBeGreaterThanOrEqual(25);
      expect(ttfb).toBeLessThan(1500);
    }
    expect(broken?.ttfb).toEqual([]);
    expect(broken?.errors).toEqual(new Map([["HTTP 500", 5]]));
    const table = pageTable(
      "pages",
      [slow, broken].flatMap((each) => (each ? [each] : [])),
    );
    expect(table[0]).toMatch(/^pages\s+answers\s+p50 ms\s+p95 ms\s+p99 ms\s+errors$/);
    expect(table[2]).toMatch(/^broken page\s+0\s+-\s+-\s+-\s+5 {2}\(5 x HTTP 500\)$/);
  });
});
