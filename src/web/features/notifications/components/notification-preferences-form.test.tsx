import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DEFAULT_NOTIFICATION_SETTINGS } from "@/shared/schemas/profile";
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
