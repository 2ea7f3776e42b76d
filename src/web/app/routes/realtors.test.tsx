import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { RealtorCard } from "@/shared/directory";
import { api, apiError, HttpResponse, http } from "../../../../tests/components/api";
import { directoryPage, realtorCard } from "../../../../tests/components/fixtures/directory";
import { currentUrl, withLocation } from "../../../../tests/components/location";
import { renderRoute } from "../../../../tests/components/render";
import RealtorsPage, { clientLoader } from "./realtors";

const rhea = realtorCard({
  name: "Rhea Quill",
  title: "Lakefront Specialist",
  company: "Quill Realty",
  location: "Boise, ID",
  bio: "Twenty years of helping families find a home by the water.",
  specialties: ["Luxury", "Family"],
  languages: ["English", "Greek"],
  website: "https://www.example.com/rhea",
  email: "rhea@quill.example.test",
});

/**
 * Answers the directory with Rhea for every search but an Investment tab (which realtors match
 * a tab is the API's rule); keeps the query strings asked for.
 */
function answerRealtors() {
  const asked: string[] = [];
  api.use(
    http.get("*/api/realtors", ({ request }) => {
      const query = new URL(request.url).searchParams;
      asked.push(query.toString());
      const items: RealtorCard[] = query.get("specialty") === "Investment" ? [] : [rhea];
      return HttpResponse.json(directoryPage(items));
    }),
  );
  return asked;
}

function renderRealtors(at = "/realtors") {
  return renderRoute("/realtors", withLocation(RealtorsPage), { at, loader: clientLoader });
}

const tab = (name: string) =>
  within(screen.getByRole("tablist", { name: "Specialties" })).getByRole("tab", { name });

describe("/realtors", () => {
  it("searches through the URL and shows the whole card", async () => {
    const asked = answerRealtors();
    const { user } = renderRealtors();
    expect(await screen.findByRole("heading", { level: 1, name: "Find a Realtor" })).toBeTruthy();
    await user.type(screen.getByRole("searchbox", { name: /^Search realtors/ }), "Quill");
    await waitFor(() => expect(currentUrl()).toBe("/realtors?q=Quill"));
    await waitFor(() => expect(asked.at(-1)).toBe("q=Quill"));

    const card = within(await screen.findByRole("article", { name: "Rhea Quill" }));
    for (const text of ["Lakefront Specialist", "Quill Realty", "Boise, ID", "No reviews yet"]) {
      expect(card.getByText(text, { exact: false })).toBeTruthy();
    }
    expect(card.getByText("English, Greek").tagName).toBe("DD");
    expect(
      within(card.getByRole("list", { name: "Specialties" })).getByText("Luxury"),
    ).toBeTruthy();
    expect(card.getByRole("link", { name: "Email Rhea Quill" }).getAttribute("href")).toBe(
      "mailto:rhea@quill.example.test",
    );
    const website = card.getByRole("link", { name: /^Website of/ });
    expect(website.getAttribute("href")).toBe("https://www.example.com/rhea");
    expect(website.getAttribute("target")).toBe("_blank");
    expect(website.getAttribute("rel")).toMatch(/noopener/);
  });

  it("keeps the specialty tab in the URL with the search, and Back restores it", async () => {
    const asked = answerRealtors();
    const { user } = renderRealtors("/realtors?q=Quill");
    expect(await screen.findByRole("article", { name: "Rhea Quill" })).toBeTruthy();

    await user.click(tab("Investment"));
    await waitFor(() => expect(currentUrl()).toBe("/realtors?q=Quill&specialty=Investment"));
    expect(await screen.findByText("No realtors found matching your search.")).toBeTruthy();
    expect(asked.at(-1)).toBe("q=Quill&specialty=Investment");
    await user.click(tab("Luxury"));
    await waitFor(() => expect(currentUrl()).toBe("/realtors?q=Quill&specialty=Luxury"));
    expect(await screen.findByRole("article", { name: "Rhea Quill" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Browser Back" }));
    await waitFor(() => expect(tab("Investment").getAttribute("aria-selected")).toBe("true"));
    await user.click(tab("All Realtors"));
    await waitFor(() => expect(currentUrl()).toBe("/realtors?q=Quill"));
    expect(await screen.findByRole("article", { name: "Rhea Quill" })).toBeTruthy();
  });

  it("checks the Contact form's fields, sends it and gives the focus back", async () => {
    answerRealtors();
    const sent: unknown[] = [];
    api.use(
      http.post(`*/api/realtors/${rhea.id}/messages`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: "message-1" }, { status: 201 });
      }),
    );
    const { user } = renderRealtors();
    const contact = await screen.findByRole("button", { name: "Contact Rhea Quill" });
    await user.click(contact);
    const dialog = within(await screen.findByRole("dialog", { name: "Contact Rhea Quill" }));
    await user.click(dialog.getByRole("button", { name: "Send Message" }));
    expect(await dialog.findByText("Name is required")).toBeTruthy();
    expect(dialog.getByText("Message is required")).toBeTruthy();
    await user.type(dialog.getByLabelText("Name"), "Vera Visitor");
    await user.type(dialog.getByLabelText("Email"), "not-an-email");
    await user.type(dialog.getByLabelText("Message"), "Can we talk about a lakefront condo?");
    await user.click(dialog.getByRole("button", { name: "Send Message" }));
    expect(await dialog.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(dialog.getByLabelText("Email"));
    await user.type(dialog.getByLabelText("Email"), "vera@example.test");
    await user.click(dialog.getByRole("button", { name: "Send Message" }));
    expect(await screen.findByText("Message sent")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "Contact Rhea Quill" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(contact));
    expect(sent).toEqual([
      {
        name: "Vera Visitor",
        email: "vera@example.test",
        contactWay: "email",
        message: "Can we talk about a lakefront condo?",
      },
    ]);
  });

  it("says when the directory cannot be loaded", async () => {
    api.use(http.get("*/api/realtors", () => apiError(500, "INTERNAL", "Something went wrong")));
    renderRealtors();
    expect(await screen.findByText("Error loading realtors. Please try again later.")).toBeTruthy();
  });
});
