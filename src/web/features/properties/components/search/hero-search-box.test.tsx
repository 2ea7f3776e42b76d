import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, HttpResponse, http } from "../../../../../../tests/components/api";
import { currentUrl, withLocation } from "../../../../../../tests/components/location";
import { renderRoute } from "../../../../../../tests/components/render";
import { HeroSearchBox } from "./hero-search-box";

function renderHome() {
  api.use(
    http.get("*/api/places", ({ request }) =>
      HttpResponse.json(
        new URL(request.url).searchParams.get("q")?.toLowerCase() === "austi"
          ? [{ text: "Austin, TX", detail: null, homes: 100 }]
          : [],
      ),
    ),
  );
  return renderRoute("/", withLocation(HeroSearchBox), {
    routes: [{ path: "/search", Component: withLocation(() => <p>Search page</p>) }],
  });
}

describe("HeroSearchBox", () => {
  it("suggests places as the visitor types, and a pick opens its search", async () => {
    const { user } = renderHome();
    await user.type(await screen.findByRole("combobox", { name: "Search properties" }), "austi");
    await user.click(await screen.findByRole("option", { name: "Austin, TX, 100+ homes" }));
    expect(await screen.findByText("Search page")).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toBe("/search?q=Austin%2C+TX"));
  });

  it("opens the search for the typed text on Search", async () => {
    const { user } = renderHome();
    await user.type(await screen.findByRole("combobox", { name: "Search properties" }), " 78745 ");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(currentUrl()).toBe("/search?q=78745"));
  });
});
