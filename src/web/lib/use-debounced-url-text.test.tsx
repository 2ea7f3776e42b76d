import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedUrlText } from "./use-debounced-url-text";

/** The hook over a URL whose navigations land only when the test says so. */
function renderBox(initial = "") {
  const commits: string[] = [];
  const view = renderHook(({ value }) => useDebouncedUrlText(value, (text) => commits.push(text)), {
    initialProps: { value: initial },
  });
  const land = (value: string) => view.rerender({ value });
  return { view, commits, land };
}

describe("useDebouncedUrlText", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("commits the typed text once typing has paused", () => {
    const { view, commits } = renderBox();
    act(() => view.result.current.setText("austi"));
    expect(commits).toEqual([]);
    act(() => vi.advanceTimersByTime(300));
    expect(commits).toEqual(["austi"]);
  });

  it("keeps a picked text when the paused typing's commit lands after the pick", () => {
    const { view, commits, land } = renderBox();
    act(() => view.result.current.setText("austi"));
    act(() => vi.advanceTimersByTime(300));
    act(() => view.result.current.apply("Austin, TX"));
    expect(commits).toEqual(["austi", "Austin, TX"]);
    land("austi");
    expect(view.result.current.text).toBe("Austin, TX");
    land("Austin, TX");
    expect(view.result.current.text).toBe("Austin, TX");
  });

  it("shows what Back puts in the URL", () => {
    const { view, land } = renderBox("austin");
    act(() => view.result.current.setText("portland"));
    act(() => vi.advanceTimersByTime(300));
    land("portland");
    land("austin");
    expect(view.result.current.text).toBe("austin");
  });
});
