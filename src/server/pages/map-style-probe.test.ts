import { describe, expect, it } from "vitest";
import { fetchedStyle, mapStyleProbe } from "./map-style-probe";

const URL = "https://tiles.example/styles/streets";
const style = () => Response.json({ version: 8, sources: {}, layers: [] });

/** A clock the test moves, and a fetch whose answers the test sets, counting its calls. */
function world(answer: () => Promise<Response>) {
  let time = 0;
  let calls = 0;
  const probe = mapStyleProbe(
    URL,
    fetchedStyle(() => {
      calls += 1;
      return answer();
    }),
    () => time,
  );
  return {
    probe,
    calls: () => calls,
    wait: (ms: number) => {
      time += ms;
    },
  };
}

describe("mapStyleProbe", () => {
  it("hands out the atlas until the style answers, then the style", async () => {
    const w = world(async () => style());
    expect(w.probe.current()).toBeNull();
    await w.probe.settled();
    expect(w.probe.current()).toBe(URL);
    expect(w.calls()).toBe(1);
  });

  it("keeps the atlas when the style cannot be reached, is no style, or fails", async () => {
    for (const answer of [
      () => Promise.reject(new TypeError("fetch failed")),
      async () => new Response("<html>Blocked</html>", { status: 200 }),
      async () => Response.json({ error: "no" }, { status: 503 }),
      async () => Response.json({ version: 7 }),
    ]) {
      const w = world(answer);
      w.probe.current();
      await w.probe.settled();
      expect(w.probe.current()).toBeNull();
    }
  });

  it("asks again only when a recheck falls due, sooner after a failure", async () => {
    let up = false;
    const w = world(async () => (up ? style() : Promise.reject(new TypeError("offline"))));
    w.probe.current();
    await w.probe.settled();
    w.probe.current();
    expect(w.calls()).toBe(1);
    up = true;
    w.wait(60_000);
    expect(w.probe.current()).toBeNull();
    await w.probe.settled();
    expect(w.probe.current()).toBe(URL);
    expect(w.calls()).toBe(2);
    // Reachable: not asked again for ten minutes, then it can be lost again.
    up = false;
    w.wait(9 * 60_000);
    w.probe.current();
    expect(w.calls()).toBe(2);
    w.wait(60_000);
    w.probe.current();
    await w.probe.settled();
    expect(w.probe.current()).toBeNull();
  });

  it("never asks anything when the atlas is forced", () => {
    let calls = 0;
    const probe = mapStyleProbe(null, async () => {
      calls += 1;
      return true;
    });
    expect(probe.current()).toBeNull();
    expect(calls).toBe(0);
  });
});
