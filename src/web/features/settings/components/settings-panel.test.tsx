import { act, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteHeader } from "@/web/components/header/site-header";
import { openAccountMenu } from "../../../../../tests/components/account-menu";
import { api, apiError, HttpResponse, http } from "../../../../../tests/components/api";
import { myProfile, signedIn, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { SettingsPanel } from "./settings-panel";

/** The dashboard's Settings tab, with stand-ins for the other features' forms. */
function SettingsTab() {
  return (
    <SettingsPanel
      userId={myProfile().id}
      profileForm={<p>The profile form</p>}
      notificationsForm={<p>The full notification form</p>}
    />
  );
}

function openSettings(at = "/dashboard?tab=settings") {
  signedIn();
  return renderRoute("/dashboard", SettingsTab, { at, viewer: viewerOf() });
}

function subTab(name: string) {
  return within(screen.getByRole("tablist", { name: "Settings" })).getByRole("tab", { name });
}

/** PATCH /api/profile/me: records each body and answers the profile with it applied. */
function answerProfilePatch() {
  const bodies: Record<string, unknown>[] = [];
  api.use(
    http.patch("*/api/profile/me", async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      bodies.push(body);
      return HttpResponse.json(myProfile(body));
    }),
  );
  return bodies;
}

afterEach(() => {
  vi.useRealTimers();
  document.documentElement.classList.remove("dark");
  localStorage.clear();
});

describe("SettingsPanel", () => {
  it("applies a theme at once, keeps it on the account and says so for two seconds", async () => {
    // Fake clocks that still run, so the toast's two seconds can be skipped.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const saved = answerProfilePatch();
    const { user } = openSettings();
    await user.click(await screen.findByRole("tab", { name: "Appearance" }));
    await user.click(screen.getByRole("radio", { name: "Dark" }));
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(await screen.findByText("Theme updated")).toBeTruthy();
    expect(screen.getByText("Theme set to dark")).toBeTruthy();
    expect(saved).toEqual([{ themePreference: "dark" }]);
    expect(screen.getByRole("radio", { name: "Dark" }).getAttribute("aria-checked")).toBe("true");
    // Still there just before two seconds, gone after them (with room for the toast's exit).
    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(screen.getByText("Theme set to dark")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(600));
    await waitFor(() => expect(screen.queryByText("Theme set to dark")).toBeNull());

    await user.click(screen.getByRole("radio", { name: "Light" }));
    expect(document.documentElement.classList.contains("dark")).toBe(false);
    await waitFor(() =>
      expect(saved).toEqual([{ themePreference: "dark" }, { themePreference: "light" }]),
    );
  });

  it("saves language and display settings, and the header names the member as chosen", async () => {
    const saved = answerProfilePatch();
    signedIn();
    // The header's bell asks for both once its lazily loaded menu arrives.
    api.use(
      http.get("*/api/conversations/unread", () => HttpResponse.json({ member: 0, realtor: 0 })),
      http.get("*/api/notifications", () =>
        HttpResponse.json({ items: [], unreadCount: 0, nextCursor: null }),
      ),
    );
    const { user } = renderRoute(
      "/dashboard",
      () => (
        <>
          <SiteHeader />
          <SettingsTab />
        </>
      ),
      { at: "/dashboard?tab=settings", viewer: viewerOf() },
    );
    await user.click(await screen.findByRole("tab", { name: "Language" }));
    const language = await screen.findByRole("combobox", { name: "Language" });
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English"]);
    await user.selectOptions(screen.getByLabelText("Display Name Format"), "initials");
    expect(screen.getByText(/^Shown as:/).textContent).toBe("Shown as: PM");
    expect(screen.queryByLabelText("Email Frequency")).toBeNull();
    expect(screen.getByRole("link", { name: "Settings" }).getAttribute("href")).toBe(
      "/dashboard?tab=settings&section=notifications",
    );
    await user.click(screen.getByRole("button", { name: "Save Settings" }));
    expect(await screen.findByText("Settings saved")).toBeTruthy();
    expect(screen.getByText("Your language and display settings have been updated.")).toBeTruthy();
    expect(saved).toEqual([{ languagePreference: "en", displayNameFormat: "initials" }]);
    expect((screen.getByLabelText("Display Name Format") as HTMLSelectElement).value).toBe(
      "initials",
    );
    expect(await within(await openAccountMenu(user)).findByText("PM")).toBeTruthy();
  });

  it("leads from Notifications to the full form, with its sub-tab open", async () => {
    const { user, location } = openSettings();
    await user.click(await screen.findByRole("tab", { name: "Notifications" }));
    await user.click(screen.getByRole("link", { name: "Manage Notification Settings" }));
    expect(await screen.findByText("The full notification form")).toBeTruthy();
    expect(location()).toBe("/dashboard?tab=settings&section=notifications");
    expect(subTab("Notifications").getAttribute("aria-selected")).toBe("true");
  });

  it("leads from Security to the password form", async () => {
    const { user, location } = openSettings();
    await user.click(await screen.findByRole("tab", { name: "Security" }));
    await user.click(screen.getByRole("link", { name: "Manage Security Settings" }));
    expect(await screen.findByRole("heading", { name: "Change Password" })).toBeTruthy();
    expect(location()).toBe("/dashboard?tab=settings&section=security");
    expect(subTab("Security").getAttribute("aria-selected")).toBe("true");
  });

  it("checks the password form, shows the server's refusal at its field and clears on success", async () => {
    const sent: unknown[] = [];
    api.use(
      http.post("*/api/account/password", async ({ request }) => {
        const body = (await request.json()) as { currentPassword: string };
        sent.push(body);
        if (body.currentPassword !== "old-password")
          return apiError(400, "VALIDATION_FAILED", "Invalid input", [
            { path: "currentPassword", message: "Current password is incorrect" },
          ]);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = openSettings("/dashboard?tab=settings&section=security");
    const current = await screen.findByLabelText("Current Password");
    const next = screen.getByLabelText("New Password");
    const confirm = screen.getByLabelText("Confirm New Password");
    const submit = screen.getByRole("button", { name: "Update Password" });

    await user.click(submit);
    expect(await screen.findByText("Current password is required")).toBeTruthy();
    expect(screen.getAllByText("Password must be at least 8 characters").length).toBeGreaterThan(0);

    await user.type(current, "old-password");
    await user.type(next, "brand-new-password-456");
    await user.type(confirm, "brand-new-password-456x");
    await user.click(submit);
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(current);
    await user.type(current, "not-my-password");
    await user.clear(confirm);
    await user.type(confirm, "brand-new-password-456");
    await user.click(submit);
    expect(await screen.findByText("Error updating password")).toBeTruthy();
    expect(screen.getAllByText("Current password is incorrect").length).toBeGreaterThan(0);
    expect(current.getAttribute("aria-invalid")).toBe("true");

    await user.clear(current);
    await user.type(current, "old-password");
    await user.click(submit);
    expect(await screen.findByText("Password changed")).toBeTruthy();
    expect(screen.getByText("Your password has been updated successfully.")).toBeTruthy();
    expect((current as HTMLInputElement).value).toBe("");
    expect((next as HTMLInputElement).value).toBe("");
    expect(sent).toEqual([
      {
        currentPassword: "not-my-password",
        newPassword: "brand-new-password-456",
        confirmPassword: "brand-new-password-456",
      },
      {
        currentPassword: "old-password",
        newPassword: "brand-new-password-456",
        confirmPassword: "brand-new-password-456",
      },
    ]);
  });
});
