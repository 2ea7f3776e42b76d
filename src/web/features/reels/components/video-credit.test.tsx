import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { VideoCredit } from "./video-credit";

describe("VideoCredit", () => {
  it("links to the photographer's page while the directory shows them", () => {
    render(
      <MemoryRouter>
        <VideoCredit credit={{ id: "p1", name: "Pia Lens", hasPage: true }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Video by/).textContent).toBe("Video by Pia Lens");
    expect(screen.getByRole("link", { name: "Pia Lens" }).getAttribute("href")).toBe(
      "/photographers/p1",
    );
  });

  it("names a photographer without a page, without a link", () => {
    render(
      <MemoryRouter>
        <VideoCredit credit={{ id: "p1", name: "Pia Lens", hasPage: false }} />
      </MemoryRouter>,
    );
    expect(screen.getByText(/Video by/).textContent).toBe("Video by Pia Lens");
    expect(screen.queryByRole("link")).toBeNull();
  });
});
