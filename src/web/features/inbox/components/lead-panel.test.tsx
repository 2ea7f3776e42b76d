import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { LeadDetails } from "@/shared/leads";
import { api, apiError, HttpResponse, http } from "../../../../../tests/components/api";
import { myProfile, signedIn, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { LeadPanel } from "./lead-panel";
import { StageFilter } from "./stage-filter";

const THREAD = "55555555-5555-4555-8555-555555555555";

const lead = (overrides: Partial<LeadDetails> = {}): LeadDetails => ({
  stage: "new",
  source: "reel",
  note: "",
  contact: {
    name: "Vic Visitor",
    email: "vic@example.test",
    phone: "(555) 010-2000",
    contactWay: "text",
    guest: true,
  },
  ...overrides,
});

describe("LeadPanel", () => {
  it("shows how to reach the lead and where they came from", async () => {
    signedIn();
    renderRoute("/dashboard", () => <LeadPanel conversationId={THREAD} lead={lead()} />, {
      viewer: viewerOf(myProfile({ role: "realtor" })),
    });
    const panel = await screen.findByRole("region", { name: "Lead" });
    expect(within(panel).getByRole("link", { name: "vic@example.test" }).getAttribute("href")).toBe(
      "mailto:vic@example.test",
    );
    expect(within(panel).getByRole("link", { name: "(555) 010-2000" }).getAttribute("href")).toBe(
      "tel:5550102000",
    );
    expect(within(panel).getByText("Prefers: Text message · From: Reel")).toBeTruthy();
    expect(within(panel).getByText(/your replies reach them by e-mail/)).toBeTruthy();
  });

  it("saves the stage on change and the note on Save, and says when it could not", async () => {
    signedIn();
    const sent: unknown[] = [];
    api.use(
      http.patch("*/api/conversations/:id/lead", async ({ request }) => {
        const body = (await request.json()) as Partial<LeadDetails>;
        sent.push(body);
        if (body.note === "fail") return apiError(400, "VALIDATION_ERROR", "Note is too long");
        return HttpResponse.json(lead({ stage: body.stage ?? "new", note: body.note ?? "" }));
      }),
    );
    const { user } = renderRoute(
      "/dashboard",
      () => <LeadPanel conversationId={THREAD} lead={lead()} />,
      { viewer: viewerOf(myProfile({ role: "realtor" })) },
    );
    await user.selectOptions(await screen.findByLabelText("Stage"), "Touring");
    expect(await screen.findByText("Stage saved")).toBeTruthy();
    const save = screen.getByRole("button", { name: "Save note" });
    expect(save.hasAttribute("disabled")).toBe(true);
    await user.type(screen.getByLabelText("Private note"), "fail");
    await user.click(save);
    expect(await screen.findByText("Not saved")).toBeTruthy();
    expect(sent).toEqual([{ stage: "touring" }, { note: "fail" }]);
  });
});

describe("StageFilter", () => {
  it("counts each stage and picks one", async () => {
    signedIn();
    api.use(
      http.get("*/api/conversations/lead-stages", () =>
        HttpResponse.json({ new: 2, contacted: 1, touring: 0, offer: 0, closed: 0, lost: 0 }),
      ),
    );
    const picked: unknown[] = [];
    const { user } = renderRoute(
      "/dashboard",
      () => <StageFilter value={null} onChange={(stage) => picked.push(stage)} />,
      { viewer: viewerOf(myProfile({ role: "realtor" })) },
    );
    const group = await screen.findByRole("group", { name: "Lead stage" });
    expect(await within(group).findByRole("radio", { name: "All (3)" })).toBeTruthy();
    await user.click(within(group).getByRole("radio", { name: "New (2)" }));
    expect(picked).toEqual(["new"]);
  });
});
