import { describe, expect, it } from "vitest";
import { limiter } from "./limiter";

describe("limiter", () => {
  it("runs at most the given number of tasks at once, each to its own answer", async () => {
    const slot = limiter(2);
    let running = 0;
    let most = 0;
    const task = (answer: number) => async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 5));
      running -= 1;
      return answer;
    };
    const answers = await Promise.all([1, 2, 3, 4, 5].map((n) => slot(task(n))));
    expect(answers).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });

  it("frees the slot of a task that fails", async () => {
    const slot = limiter(1);
    await expect(slot(() => Promise.reject(new Error("no")))).rejects.toThrow("no");
    expect(await slot(async () => "next")).toBe("next");
  });
});
