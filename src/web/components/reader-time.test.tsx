import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ReaderTime } from "./reader-time";

const SENT = "2026-03-02T10:00:00.000Z";

afterEach(() => vi.useRealTimers());

describe("ReaderTime", () => {
  it("adopts the server's words across a minute's turn, then shows the reader's", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-02T10:00:59.500Z"));
    const container = document.createElement("div");
    container.innerHTML = renderToString(<ReaderTime at={SENT} className="stamp" />);
    expect(container.textContent).toBe("just now");

    vi.setSystemTime(new Date("2026-03-02T10:01:00.500Z"));
    const refused = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, <ReaderTime at={SENT} className="stamp" />, {
        onRecoverableError: refused,
      }),
    );
    expect(refused).not.toHaveBeenCalled();
    const time = container.querySelector("time.stamp");
    expect(time?.getAttribute("datetime")).toBe(SENT);
    expect(time?.textContent).toBe("1 minute ago");
    act(() => root.unmount());
  });

  it("prints the words it is given", () => {
    const day = (date: Date) => date.toISOString().slice(0, 10);
    expect(renderToString(<ReaderTime at={SENT} words={day} />)).toContain(">2026-03-02</time>");
  });

  it("titles the full date and time only when asked", () => {
    const plain = renderToString(<ReaderTime at={SENT} />);
    const titled = renderToString(<ReaderTime at={SENT} withTitle />);
    expect(plain).not.toContain("title=");
    // In the zone the test runs in, so only its shape is known.
    expect(titled).toMatch(/title="Mar \d, 2026, \d{1,2}:\d{2} [AP]M"/);
  });
});
