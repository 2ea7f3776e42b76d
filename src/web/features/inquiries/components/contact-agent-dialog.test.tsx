import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { VERIFY_FIRST_MESSAGE } from "@/shared/verify-email";
import { useAuth } from "@/web/lib/auth/auth-context";
import { api, apiError, HttpResponse, http } from "../../../../../tests/components/api";
import { myProfile, signedIn, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { ContactAgentDialog } from "./contact-agent-dialog";

const HOME = "44444444-4444-4444-8444-444444444444";

/** The dialog as the listing opens it: on a click, once the member's profile is known. */
function ListingPage() {
  const { loading, profileLoading } = useAuth();
  if (loading || profileLoading) return null;
  return (
    <ContactAgentDialog
      propertyId={HOME}
      propertyTitle="Elm Street Cottage"
      agentName="Rey Realtor"
      open
      onOpenChange={() => {}}
      returnFocus={() => {}}
    />
  );
}

describe("ContactAgentDialog", () => {
  it("asks an unconfirmed member to confirm inside the dialog and resends the link", async () => {
    signedIn(myProfile({ emailVerified: false }));
    const resent: unknown[] = [];
    api.use(
      http.post("*/api/properties/:id/inquiries", () =>
        apiError(403, "EMAIL_NOT_VERIFIED", VERIFY_FIRST_MESSAGE),
      ),
      // The resend reads the account's own address from the session first.
      http.get("*/api/auth/get-session", () =>
        HttpResponse.json({ user: { ...viewerOf(), email: myProfile().email } }),
      ),
      http.post("*/api/auth/send-verification-email", async ({ request }) => {
        resent.push(await request.json());
        return HttpResponse.json({ status: true });
      }),
    );
    const { user } = renderRoute("/property/:id", ListingPage, {
      at: `/property/${HOME}`,
      viewer: viewerOf(),
    });
    const dialog = await screen.findByRole("dialog", { name: "Contact Agent" });
    await user.click(within(dialog).getByRole("button", { name: /send/i }));
    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain(VERIFY_FIRST_MESSAGE);

    await user.click(within(alert).getByRole("button", { name: "Resend e-mail" }));
    expect(
      await within(dialog).findByText("We sent a new link. Open it, then try again."),
    ).toBeTruthy();
    expect(resent).toEqual([{ email: myProfile().email, callbackURL: "/email-verified" }]);
  });

  it("sends a confirmed member's message, how to reach them and where they came from", async () => {
    signedIn();
    const sent: unknown[] = [];
    api.use(
      http.post("*/api/properties/:id/inquiries", async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ id: "inquiry-1" }, { status: 201 });
      }),
    );
    const { user } = renderRoute("/property/:id", ListingPage, {
      at: `/property/${HOME}?from=reel`,
      viewer: viewerOf(),
    });
    const dialog = await screen.findByRole("dialog", { name: "Contact Agent" });
    await user.selectOptions(
      within(dialog).getByLabelText("Best way to reach you"),
      "Text message",
    );
    await user.click(within(dialog).getByRole("button", { name: /send/i }));
    expect(await screen.findByText("Message sent")).toBeTruthy();
    expect(sent).toEqual([
      expect.objectContaining({
        email: myProfile().email,
        message: "I'm interested in Elm Street Cottage and would like to know more.",
        contactWay: "text",
        source: "reel",
      }),
    ]);
  });
});
