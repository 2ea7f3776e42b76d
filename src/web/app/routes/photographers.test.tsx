import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { api, apiError, delay, HttpResponse, http } from "../../../../tests/components/api";
import { directoryPage, photographerCard } from "../../../../tests/components/fixtures/directory";
import { currentUrl, withLocation } from "../../../../tests/components/location";
import { renderRoute } from "../../../../tests/components/render";
import PhotographersPage, { clientLoader } from "./photographers";

const pax = photographerCard({
  name: "Pax Kite",
  specialty: "Drone Photography",
  company: "Kite Skies",
  location: "Tucson, AZ",
  experience: "4 years",
  priceRange: "$200 - $450",
  specialties: ["Drone"],
  instagram: "kite.air",
  website: "https://www.example.com/kite",
});

function renderPhotographers(at = "/photographers") {
  return renderRoute("/photographers", withLocation(PhotographersPage), {
    at,
    loader: clientLoader,
  });
}

const tab = (name: string) =>
  within(screen.getByRole("tablist", { name: "Specialties" })).getByRole("tab", { name });

describe("/photographers", () => {
  it("searches and switches tabs through the URL, and shows the whole card", async () => {
    // Which tab finds whom (Aerial finds Drone) is the API's rule: here Virtual finds nobody.
    const asked: string[] = [];
    api.use(
      http.get("*/api/photographers", ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        return HttpResponse.json(directoryPage(query.get("specialty") === "Virtual" ? [] : [pax]));
      }),
    );
    const { user } = renderPhotographers();
    expect(
      await screen.findByRole("heading", { level: 1, name: "Real Estate Photographers" }),
    ).toBeTruthy();
    await user.type(screen.getByRole("searchbox", { name: /^Search photographers/ }), "Kite");
    await waitFor(() => expect(currentUrl()).toBe("/photographers?q=Kite"));
    await waitFor(() => expect(asked.at(-1)).toBe("q=Kite"));

    const card = within(await screen.findByRole("article", { name: "Pax Kite" }));
    for (const text of ["Drone Photography", "Tucson, AZ", "4 years", "$200 - $450"]) {
      expect(card.getByText(text, { exact: false })).toBeTruthy();
    }
    expect(card.getByRole("link", { name: /^Instagram of/ }).getAttribute("href")).toBe(
      "https://instagram.com/kite.air",
    );
    expect(card.getByRole("link", { name: /^Website of/ }).getAttribute("href")).toBe(
      "https://www.example.com/kite",
    );

    await user.click(tab("Aerial"));
    await waitFor(() => expect(currentUrl()).toBe("/photographers?q=Kite&specialty=Aerial"));
    await waitFor(() => expect(asked.at(-1)).toBe("q=Kite&specialty=Aerial"));
    await user.click(tab("Virtual"));
    await waitFor(() => expect(currentUrl()).toBe("/photographers?q=Kite&specialty=Virtual"));
    expect(await screen.findByText("No photographers found matching your search.")).toBeTruthy();
    await user.click(tab("All"));
    await waitFor(() => expect(currentUrl()).toBe("/photographers?q=Kite"));
    expect(await screen.findByRole("article", { name: "Pax Kite" })).toBeTruthy();
  });

  it("shows the loading and error states with their texts", async () => {
    api.use(
      http.get("*/api/photographers", async () => {
        await delay(100);
        return apiError(429, "TOO_MANY_REQUESTS", "Too many requests.");
      }),
    );
    renderPhotographers();
    expect(await screen.findByText("Loading photographers...")).toBeTruthy();
    expect(
      await screen.findByText("Error loading photographers. Please try again later."),
    ).toBeTruthy();
    // And the toast.
    expect(await screen.findByText("Error loading photographers.", { exact: true })).toBeTruthy();
  });
});
