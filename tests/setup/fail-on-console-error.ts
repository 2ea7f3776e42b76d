import { afterEach, vi } from "vitest";

// House rule: console.error in a test is a failure, so unexpected errors cannot hide in the log.
const spy = vi.spyOn(console, "error");
afterEach(() => {
  const calls = spy.mock.calls.map((args) => args.map(String).join(" "));
  spy.mockClear();
  if (calls.length > 0) throw new Error(`console.error was called:\n${calls.join("\n")}`);
});
