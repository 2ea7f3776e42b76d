import { describe, expect, it } from "vitest";
import type { PhotographerPublicPage } from "../../src/shared/directory";
import { PORTFOLIO_PREVIEW } from "../../src/shared/directory";
import { addPortfolioRows, createPhotographerEntry } from "../factories/directory";
import { setupTestApp } from "../setup/setup-test-app";
import { TestClient } from "../setup/test-client";

const t = setupTestApp();

describe("GET /api/photographers/:id: a photographer's public page", () => {
  it("shows a listed photographer's card and every portfolio photo, in order", async () => {
    const entry = await createPhotographerEntry(
      t,
      { specialty: "Twilight Photography", location: "Austin, TX", tags: ["Twilight"] },
      { name: "Tia Dusk" },
    );
    await addPortfolioRows(t, entry.userId, PORTFOLIO_PREVIEW + 2);
    const response = await new TestClient(t).get(`/api/photographers/${entry.userId}`);
    expect(response.status).toBe(200);
    const page = (await response.json()) as PhotographerPublicPage;
    expect(page.photographer).toMatchObject({
      id: entry.userId,
      name: "Tia Dusk",
      specialty: "Twilight Photography",
      location: "Austin, TX",
      specialties: ["Twilight"],
    });
    expect(page.portfolio.map((image) => image.label)).toEqual(
      Array.from({ length: PORTFOLIO_PREVIEW + 2 }, (_, index) => `Photo ${index + 1}`),
    );
  });

  it("is not found for an unlisted, suspended or unknown photographer", async () => {
    const unlisted = await createPhotographerEntry(t, { listed: false });
    const suspended = await createPhotographerEntry(t, {}, { banned: true });
    for (const id of [unlisted.userId, suspended.userId, "nobody", "x".repeat(80)]) {
      const response = await new TestClient(t).get(`/api/photographers/${id}`);
      expect(response.status, id).toBe(404);
      expect((await response.json()).message).toBe("Photographer not found");
    }
  });
});
