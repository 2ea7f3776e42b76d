import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../tests/components/render";
import { EmailVerifiedNotice } from "./email-verified-notice";

describe("EmailVerifiedNotice", () => {
  it("says a refused link is not valid and leads to sign in", async () => {
    renderRoute("/email-verified", EmailVerifiedNotice, {
      at: "/email-verified?error=INVALID_TOKEN",
    });
    expect(
      await screen.findByRole("heading", { name: "We could not confirm your e-mail" }),
    ).toBeTruthy();
    expect(screen.getByText(/^This link is not valid\./)).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe(
      "/profile",
    );
  });

  it("offers the way back to a same-site page once confirmed", async () => {
    const back = "/property/1?intent=save:1";
    renderRoute("/email-verified", EmailVerifiedNotice, {
      at: `/email-verified?returnTo=${encodeURIComponent(back)}`,
    });
    expect(
      await screen.findByRole("heading", { name: "Your e-mail address is confirmed" }),
    ).toBeTruthy();
    const link = screen.getByRole("link", { name: "Continue where you left off" });
    expect(link.getAttribute("href")).toBe(back);
    expect(screen.getByRole("link", { name: "Go to my profile" })).toBeTruthy();
  });

  it("offers no way off-site", async () => {
    renderRoute("/email-verified", EmailVerifiedNotice, {
      at: `/email-verified?returnTo=${encodeURIComponent("//evil.example")}`,
    });
    expect(await screen.findByRole("link", { name: "Find a home" })).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Continue where you left off" })).toBeNull();
  });
});
