import { screen } from "@testing-library/react";
import { type ReactNode, useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import { parseSearchFields } from "@/shared/schemas/property-search";
import { api, HttpResponse, http } from "../../../../../../tests/components/api";
import { listingSummary } from "../../../../../../tests/components/fixtures/listings";
import { renderRoute } from "../../../../../../tests/components/render";
import SearchMap from "./search-map";

/** A MapLibre map standing over Austin, as the load event hands it over. */
const austin = {
  getZoom: () => 10,
  getBounds: () => ({
    getWest: () => -97.97,
    getSouth: () => 30.11,
    getEast: () => -97.63,
    getNorth: () => 30.48,
  }),
};

// The map loads before its ref is attached (a busy page renders late): only the event knows it.
vi.mock("@/web/components/map/map-view", () => ({
  MapView: ({ onLoad, children }: { onLoad: (event: unknown) => void; children: ReactNode }) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: loads once, as a map does.
    useEffect(() => onLoad({ type: "load", target: austin }), []);
    return <div>{children}</div>;
  },
}));
vi.mock("react-map-gl/maplibre", () => ({
  Marker: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  useMap: () => ({ current: undefined }),
}));

describe("SearchMap", () => {
  it("asks for the homes of the view it loaded at and pins them", async () => {
    let asked: URLSearchParams | undefined;
    api.use(
      http.get("*/api/properties", ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({
          zoom: 10,
          clusters: [],
          pins: [{ id: "farmhouse", latitude: 30.2063, longitude: -97.7956, price: 875_000 }],
          approximate: false,
        });
      }),
    );
    const fields = parseSearchFields(new URLSearchParams());
    const listings = [listingSummary({ id: "farmhouse", title: "Modern Farmhouse" })];
    renderRoute("/search", () => (
      <SearchMap
        fields={fields}
        listings={listings}
        highlightedId={null}
        onHighlight={() => {}}
        onArea={() => {}}
      />
    ));
    expect(await screen.findByRole("button", { name: "$875K — Modern Farmhouse" })).toBeDefined();
    expect(asked?.get("view")).toBe("clusters");
    expect(asked?.get("zoom")).toBe("10");
  });
});
