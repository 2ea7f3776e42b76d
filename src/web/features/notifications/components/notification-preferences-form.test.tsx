import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_SETTINGS } from "@/shared/schemas/profile";
import { api, HttpResponse, http } from "../../../../../tests/components/api";
import { serveNotificationSettingsSave } from "../../../../../tests/components/fixtures/notification-settings";
import { myProfile, signedIn, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { NotificationPreferencesForm } from "./notification-preferences-form";

describe("NotificationPreferencesForm", () => {
  it("saves nothing until Save, then sends every setting", async () => {
    signedIn();
    const sent = serveNotificationSettingsSave();
    const { user } = renderRoute(
      "/dashboard",
      () => <NotificationPreferencesForm userId={myProfile().id} />,
      { viewer: viewerOf() },
    );
    const alerts = await screen.findByRole("switch", { name: "Property Alerts" });
    expect(alerts.getAttribute("aria-checked")).toBe("true");
    await user.click(alerts);
    expect(alerts.getAttribute("aria-checked")).toBe("false");
    expect(sent).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Notification settings updated")).toBeTruthy();
    expect(sent).toEqual([{ ...DEFAULT_NOTIFICATION_SETTINGS, propertyAlerts: false }]);
    expect(
      screen.getByRole("switch", { name: "Property Alerts" }).getAttribute("aria-checked"),
    ).toBe("false");
  });
});

describe("NotificationPreferencesForm's e-mail frequency", () => {
  it("saves the digest frequency with the switches, and explains how alerts relate", async () => {
    signedIn();
    serveNotificationSettingsSave();
    const patched: unknown[] = [];
    api.use(
      http.patch("*/api/profile/me", async ({ request }) => {
        const body = (await request.json()) as object;
        patched.push(body);
        return HttpResponse.json({ ...myProfile(), ...body });
      }),
    );
    const { user } = renderRoute(
      "/dashboard",
      () => <NotificationPreferencesForm userId={myProfile().id} />,
      { viewer: viewerOf() },
    );
    const frequency = await screen.findByRole("combobox", { name: "Email Frequency" });
    expect((frequency as HTMLSelectElement).value).toBe("weekly");
    const note = screen.getByRole("region", { name: "How e-mails and saved-search alerts relate" });
    expect(note.id).toBe("email-and-alerts");
    expect(note.textContent).toMatch(/the two settings above neither stop nor delay them/);

    await user.selectOptions(frequency, "monthly");
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Notification settings updated")).toBeTruthy();
    expect(patched).toEqual([{ emailFrequency: "monthly" }]);
  });

  it("leaves the profile alone when only a switch changed", async () => {
    signedIn();
    const sent = serveNotificationSettingsSave();
    const { user } = renderRoute(
      "/dashboard",
      () => <NotificationPreferencesForm userId={myProfile().id} />,
      { viewer: viewerOf() },
    );
    await user.click(await screen.findByRole("switch", { name: "Marketing Emails" }));
    await user.click(screen.getByRole("button", { name: "Save Preferences" }));
    expect(await screen.findByText("Notification settings updated")).toBeTruthy();
    expect(sent).toHaveLength(1);
  });
});
