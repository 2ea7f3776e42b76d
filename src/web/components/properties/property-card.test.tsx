import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { listingSummary } from "../../../../tests/components/fixtures/listings";
import { PropertyGrid } from "./property-card";

describe("PropertyGrid", () => {
  it("shows a card's next open house in the words the server wrote for it", () => {
    const open = listingSummary({
      title: "Open Home",
      nextOpenHouse: {
        id: "oh1",
        startsAt: "2026-12-05T19:00:00.000Z",
        endsAt: "2026-12-05T21:00:00.000Z",
        timeZone: "America/Chicago",
        kind: "in_person",
        link: null,
        badge: "Open Sat, Dec 5, 1–3 PM",
      },
    });
    const quiet = listingSummary({ title: "Quiet Home" });
    render(
      <MemoryRouter>
        <PropertyGrid properties={[open, quiet]} />
      </MemoryRouter>,
    );
    const [first, second] = screen.getAllByRole("article");
    expect(first?.textContent).toContain("Open Sat, Dec 5, 1–3 PM");
    expect(second?.textContent).not.toContain("Open ");
  });
});
