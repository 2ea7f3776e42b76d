import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../../../tests/components/render";
import NotFoundPage from "./not-found";

const HOME = { path: "/", Component: () => <h1>Home page</h1> };

describe("NotFoundPage", () => {
  it("names the path and returns home", async () => {
    const { user, location } = renderRoute("*", NotFoundPage, {
      at: "/no/such/place",
      routes: [HOME],
    });
    expect(
      await screen.findByText("Sorry, we couldn't find the page you're looking for"),
    ).toBeTruthy();
    expect(screen.getByText("/no/such/place")).toBeTruthy();
    await user.click(screen.getByRole("link", { name: "Return to Home" }));
    expect(await screen.findByRole("heading", { name: "Home page" })).toBeTruthy();
    expect(location()).toBe("/");
  });

  it("goes home on Go Back when it was opened directly", async () => {
    const { user, location } = renderRoute("*", NotFoundPage, {
      at: "/still/missing",
      routes: [HOME],
    });
    await user.click(await screen.findByRole("button", { name: "Go Back" }));
    await waitFor(() => expect(location()).toBe("/"));
  });
});
