import { describe, expect, it, vi } from "vitest";
import type { Sample } from "../../scripts/lighthouse/measure";
import { waitForQuietCpu } from "../../scripts/lighthouse/quiet-cpu";
import { bestScore, medianSample, printReport } from "../../scripts/lighthouse/report";
import { consoleErrorsOf } from "../setup/console-errors";

const sample = (score: number, tbt: number): Sample => ({
  score,
  lcp: 1200,
  tbt,
  cls: 0,
  jsTransfer: 1,
  jsGzip: 1,
  benchmarkIndex: 1500,
});

describe("Lighthouse noise control", () => {
  it("takes each figure's median over however many runs a page had", () => {
    const three = medianSample([sample(97, 90), sample(82, 700), sample(99, 60)]);
    expect(three).toMatchObject({ score: 97, tbt: 90 });
    // Two extra runs after a noisy start: the median moves to the middle of all five.
    const five = medianSample([
      sample(84, 500),
      sample(82, 700),
      sample(99, 60),
      sample(98, 80),
      sample(99, 70),
    ]);
    expect(five).toMatchObject({ score: 98, tbt: 80 });
  });

  it("fails a page in CI only when even its best run is below 80", async () => {
    const noisy = [sample(72, 700), sample(74, 500), sample(83, 120)];
    expect(medianSample(noisy).score).toBe(74);
    expect(bestScore(noisy)).toBe(83);
    const slow = [sample(75, 400), sample(79, 300), sample(78, 320)];
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    // The report prints each failure as an error; that is the point here, not a fault.
    const { result: failures, printed } = await consoleErrorsOf(async () =>
      printReport(
        [
          { page: "/noisy", samples: noisy },
          { page: "/slow", samples: slow },
        ],
        { page: "/blank", samples: [sample(95, 150)] },
      ),
    );
    info.mockRestore();
    expect(failures).toEqual(["/slow: best run's score 79 < 80 (median 78)"]);
    expect(printed).toEqual(["FAIL /slow: best run's score 79 < 80 (median 78)"]);
  });

  it("shows each page's distance from the blank page, and says when the blank page misses the target", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const printed = () => info.mock.calls.map((call) => String(call[0]));
    const page = { page: "/home", samples: [sample(88, 400), sample(90, 350), sample(85, 500)] };

    printReport([page], {
      page: "/blank",
      samples: [sample(90, 200), sample(99, 20), sample(94, 90)],
    });
    const rows = printed();
    const header = rows.find((row) => row.startsWith("page"))?.split(/\s{2,}/);
    const home = rows.find((row) => row.startsWith("/home"))?.split(/\s{2,}/);
    const blank = rows.find((row) => row.startsWith("blank page (baseline)"))?.split(/\s{2,}/);
    expect(header?.slice(0, 3)).toEqual(["page", "score", "vs blank"]);
    expect(home?.slice(0, 3)).toEqual(["/home", "88", "-6"]);
    expect(blank?.slice(0, 2)).toEqual(["blank page (baseline)", "94"]);
    expect(rows.some((row) => row.includes("blank page's median is 94"))).toBe(true);

    info.mockClear();
    printReport([page], { page: "/blank", samples: [sample(99, 20)] });
    expect(printed().some((row) => row.includes("blank page's median"))).toBe(false);
    info.mockRestore();
  });

  it("names a page whose median run paints its largest element later than 2 s, without failing it", () => {
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    const slowPaint = [sample(96, 10), sample(96, 10), sample(97, 10)].map((run) => ({
      ...run,
      lcp: 2033,
    }));
    const failures = printReport(
      [
        { page: "/search", samples: slowPaint },
        { page: "/blog", samples: [sample(99, 10)] },
      ],
      { page: "/blank", samples: [sample(100, 0)] },
    );
    const misses = info.mock.calls
      .map((call) => String(call[0]))
      .filter((row) => row.startsWith("below target"));
    info.mockRestore();
    expect(failures).toEqual([]);
    expect(misses).toEqual(["below target (not failing): /search: LCP 2033 ms > target 2000 ms"]);
  });

  it("stops waiting for a quiet CPU once it is idle enough, or at its limit", async () => {
    const quick = await waitForQuietCpu({ idleShare: 0, maxMs: 10_000 });
    expect(quick).toMatch(/^CPU \d+% idle after 1 s of waiting$/);

    const started = performance.now();
    const capped = await waitForQuietCpu({ idleShare: 1.01, maxMs: 1_500 });
    expect(capped).toMatch(/idle after [23] s of waiting$/);
    expect(performance.now() - started).toBeLessThan(3_000);
  });
});
