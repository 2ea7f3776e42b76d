import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { MyAccessRequest } from "@/shared/schemas/access-requests";
import { useAuth } from "@/web/lib/auth/auth-context";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { signedIn, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { SpecialAccessCard } from "./special-access-card";

function Card() {
  const { user, profileLoading } = useAuth();
  if (!user || profileLoading) return null;
  return <SpecialAccessCard user={user} />;
}

/** The member's requests as the server keeps them: a POST adds a pending one. */
function serveAccessRequests() {
  const requests: MyAccessRequest[] = [];
  const posted: unknown[] = [];
  api.use(
    http.get("*/api/access-requests/mine", () => HttpResponse.json(requests)),
    http.post("*/api/access-requests", async ({ request }) => {
      const { requestType, fullName, ...details } = (await request.json()) as Record<
        string,
        string
      >;
      posted.push({ requestType, fullName, ...details });
      const created: MyAccessRequest = {
        id: `request-${requests.length + 1}`,
        requestType: requestType as MyAccessRequest["requestType"],
        status: "pending",
        fullName: fullName ?? "",
        details,
        createdAt: "2026-03-04T10:00:00.000Z",
        decidedAt: null,
      };
      requests.unshift(created);
      return HttpResponse.json(created, { status: 201 });
    }),
  );
  return posted;
}

async function openCard() {
  signedIn();
  const posted = serveAccessRequests();
  const view = renderRoute("/profile", Card, { viewer: viewerOf() });
  expect(await screen.findByRole("heading", { name: "Special Access" })).toBeTruthy();
  const toggle = screen.getByRole("button", { name: "Request Special Access" });
  expect(toggle.getAttribute("aria-expanded")).toBe("false");
  await view.user.click(toggle);
  return { ...view, posted, realtor: screen.getByRole("tabpanel", { name: "Realtor Access" }) };
}

describe("SpecialAccessCard", () => {
  it("sends a realtor request and shows it pending in place of the form", async () => {
    const { user, posted, realtor } = await openCard();
    const name = within(realtor).getByLabelText("Full Name");
    expect((name as HTMLInputElement).value).toBe("Pat Member");
    await user.type(within(realtor).getByLabelText("Brokerage Name"), "Sunrise Realty");
    await user.type(within(realtor).getByLabelText("Brokerage Email"), "office@sunrise.example");
    await user.type(within(realtor).getByLabelText("License Number"), "TX-12345");
    await user.click(within(realtor).getByRole("button", { name: "Submit Request" }));

    expect(await screen.findByText("Request Submitted")).toBeTruthy();
    expect(
      screen.getByText("Your realtor access request has been submitted for review."),
    ).toBeTruthy();
    expect(posted).toEqual([
      {
        requestType: "realtor",
        fullName: "Pat Member",
        brokerageName: "Sunrise Realty",
        brokerageEmail: "office@sunrise.example",
        licenseNumber: "TX-12345",
      },
    ]);
    const mine = await screen.findByRole("region", { name: "Your requests" });
    expect(within(mine).getByText("Realtor access")).toBeTruthy();
    expect(within(mine).getByText("Pending")).toBeTruthy();
    expect(within(mine).getByText(/^Submitted \w{3} \d{1,2}, \d{4}$/)).toBeTruthy();
    expect(
      await within(realtor).findByText(/You already have a pending realtor access request\./),
    ).toBeTruthy();
    expect(within(realtor).queryByLabelText("Brokerage Name")).toBeNull();

    await user.click(screen.getByRole("tab", { name: "Photographer Access" }));
    const photographer = screen.getByRole("tabpanel", { name: "Photographer Access" });
    expect(within(photographer).getByLabelText("Company Name")).toBeTruthy();
  });

  it("shows the schemas' messages and sends nothing", async () => {
    const { user, posted, realtor } = await openCard();
    await user.clear(within(realtor).getByLabelText("Full Name"));
    await user.type(within(realtor).getByLabelText("Full Name"), "U");
    await user.type(within(realtor).getByLabelText("Brokerage Email"), "not-an-email");
    await user.click(within(realtor).getByRole("button", { name: "Submit Request" }));
    expect(
      await within(realtor).findByText("Full name must be at least 2 characters."),
    ).toBeTruthy();
    expect(within(realtor).getByText("Brokerage name is required.")).toBeTruthy();
    expect(within(realtor).getByText("Please enter a valid email address.")).toBeTruthy();
    expect(within(realtor).getByText("License number is required.")).toBeTruthy();

    await user.click(screen.getByRole("tab", { name: "Photographer Access" }));
    const photographer = screen.getByRole("tabpanel", { name: "Photographer Access" });
    await user.type(within(photographer).getByLabelText("Company Website"), "not a url");
    await user.click(within(photographer).getByRole("button", { name: "Submit Request" }));
    expect(await within(photographer).findByText("Company name is required.")).toBeTruthy();
    expect(within(photographer).getByText("Please enter a valid URL.")).toBeTruthy();
    expect(screen.queryByText("Request Submitted")).toBeNull();
    expect(posted).toEqual([]);
  });
});
