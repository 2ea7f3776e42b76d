import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Skeleton } from "./ui/skeleton";
import { WhenNear } from "./when-near";

let reportNear: ((near: boolean) => void) | undefined;

beforeEach(() => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
        reportNear = (near) => callback([{ isIntersecting: near }]);
      }
      observe() {}
      disconnect() {}
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("WhenNear", () => {
  it("shows its placeholder until the visitor nears it, then its content", () => {
    const { unmount } = render(
      <WhenNear placeholder={<h2>Schedule a Tour</h2>}>
        <p>The calendar</p>
      </WhenNear>,
    );
    expect(screen.getByRole("heading", { name: "Schedule a Tour" })).toBeTruthy();
    act(() => reportNear?.(false));
    expect(screen.queryByText("The calendar")).toBeNull();
    act(() => reportNear?.(true));
    expect(screen.getByText("The calendar")).toBeTruthy();
    unmount();
  });

  it("hides an empty placeholder box from assistive technology", () => {
    const { container, unmount } = render(
      <WhenNear placeholderClassName="h-9">
        <p>Theme</p>
      </WhenNear>,
    );
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    unmount();
  });

  it("keeps its placeholder's skeletons still, since nothing loads until then", () => {
    const { container, unmount } = render(
      <>
        <WhenNear placeholder={<Skeleton data-testid="waiting" className="h-72" />}>
          <p>The calendar</p>
        </WhenNear>
        <Skeleton data-testid="loading" />
      </>,
    );
    expect(screen.getByTestId("waiting").className).not.toContain("animate-pulse");
    expect(screen.getByTestId("waiting").className).toContain("h-72");
    expect(screen.getByTestId("loading").className).toContain("animate-pulse");
    expect(container.querySelectorAll(".animate-pulse")).toHaveLength(1);
    unmount();
  });
});
