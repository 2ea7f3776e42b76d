import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, apiError, HttpResponse, http } from "../../../../../../tests/components/api";
import { listingSummary } from "../../../../../../tests/components/fixtures/listings";
import { renderRoute } from "../../../../../../tests/components/render";
import { SimilarHomes } from "./similar-homes";

describe("SimilarHomes", () => {
  it("shows the homes the API finds similar as links", async () => {
    const twin = listingSummary({ title: "Twin Home" });
    api.use(http.get("*/api/properties/home-1/similar", () => HttpResponse.json([twin])));
    renderRoute("/property/home-1", () => <SimilarHomes propertyId="home-1" />);
    const strip = within(await screen.findByRole("region", { name: "Similar homes" }));
    expect(await strip.findByRole("link", { name: "Twin Home" })).toBeTruthy();
  });

  it("shows nothing when there are none or the read fails", async () => {
    api.use(http.get("*/api/properties/home-1/similar", () => HttpResponse.json([])));
    const first = renderRoute("/property/home-1", () => <SimilarHomes propertyId="home-1" />);
    await first.queryClient.refetchQueries();
    expect(screen.queryByRole("region", { name: "Similar homes" })).toBeNull();
    first.unmount();

    api.use(
      http.get("*/api/properties/home-1/similar", () =>
        apiError(500, "INTERNAL", "Something went wrong"),
      ),
    );
    const second = renderRoute("/property/home-1", () => <SimilarHomes propertyId="home-1" />);
    await second.queryClient.refetchQueries();
    expect(screen.queryByRole("region", { name: "Similar homes" })).toBeNull();
    expect(screen.queryByRole("heading", { name: "Similar homes" })).toBeNull();
  });
});
