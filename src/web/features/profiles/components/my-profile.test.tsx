import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { useAuth } from "@/web/lib/auth/auth-context";
import { api, apiError, http } from "../../../../../tests/components/api";
import { serveMyProfile, viewerOf } from "../../../../../tests/components/fixtures/viewer";
import { renderRoute } from "../../../../../tests/components/render";
import { MyProfile } from "./my-profile";

/** /profile's signed-in part, once the profile is read (as the page draws it). */
function ProfileView() {
  const { user, profileLoading } = useAuth();
  if (!user || profileLoading) return null;
  return <MyProfile user={user} />;
}

async function openEditForm() {
  const view = renderRoute("/profile", ProfileView, { viewer: viewerOf() });
  await view.user.click(await screen.findByRole("button", { name: "Edit Profile" }));
  expect(await screen.findByRole("heading", { name: "Edit Profile" })).toBeTruthy();
  return view;
}

async function save(user: ReturnType<typeof renderRoute>["user"]) {
  await user.click(screen.getByRole("button", { name: "Save Changes" }));
  expect(
    (await screen.findAllByText("Your profile information has been updated successfully.")).length,
  ).toBeGreaterThan(0);
  expect(await screen.findByRole("button", { name: "Edit Profile" })).toBeTruthy();
}

afterEach(() => {
  document.documentElement.classList.remove("dark");
  localStorage.clear();
});

describe("MyProfile", () => {
  it("formats the phone as typed and shows the saved details, handles cleaned", async () => {
    const { patches } = serveMyProfile();
    const { user } = await openEditForm();
    const phone = screen.getByLabelText("Phone Number") as HTMLInputElement;
    expect(phone.placeholder).toBe("(555) 123-4567");
    await user.type(phone, "555123456");
    expect(phone.value).toBe("555123456");
    await user.type(phone, "7");
    expect(phone.value).toBe("(555) 123-4567");
    await user.type(screen.getByLabelText("Street Address"), "12 Elm Street");
    await user.type(screen.getByLabelText("City"), "Austin");
    await user.type(screen.getByLabelText("State"), "TX");
    await user.type(screen.getByLabelText("Zip Code"), "78701");
    await user.click(screen.getByRole("tab", { name: "Social Media" }));
    await user.type(screen.getByLabelText("Instagram"), " @Some Name ");
    await user.type(screen.getByLabelText("LinkedIn"), "Jane-Doe");
    await save(user);

    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({ phoneNumber: "5551234567", city: "Austin" });
    expect(screen.getByText("(555) 123-4567")).toBeTruthy();
    expect(screen.getByText("12 Elm Street")).toBeTruthy();
    expect(screen.getByText("Austin, TX, 78701")).toBeTruthy();
    const instagram = screen.getByRole("link", { name: /^Instagram: somename/ });
    expect(instagram.getAttribute("href")).toBe("https://instagram.com/somename");
    expect(instagram.getAttribute("target")).toBe("_blank");
    expect(instagram.getAttribute("rel")).toMatch(/noopener/);
    expect(screen.getByRole("link", { name: /^LinkedIn: jane-doe/ }).getAttribute("href")).toBe(
      "https://linkedin.com/in/jane-doe",
    );
    expect(screen.queryByRole("link", { name: /^Facebook/ })).toBeNull();
    await user.hover(instagram);
    expect((await screen.findByRole("tooltip")).textContent).toBe("somename");
  });

  it("brings the tab with a problem forward, and stays in the form when the server refuses", async () => {
    const { patches } = serveMyProfile();
    const { user } = await openEditForm();
    await user.click(screen.getByRole("tab", { name: "Social Media" }));
    await user.type(screen.getByLabelText("Facebook"), "not/a/handle");
    await user.click(screen.getByRole("tab", { name: "Personal Info" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(
      await screen.findByText("Use letters, numbers, dots, dashes or underscores"),
    ).toBeTruthy();
    // The tab with the problem comes forward (that its field takes focus is checked in the
    // browser journey: happy-dom does not always move focus into a panel just shown).
    expect(screen.getByRole("tab", { name: "Social Media" }).getAttribute("aria-selected")).toBe(
      "true",
    );
    await user.clear(screen.getByLabelText("Facebook"));
    expect(patches).toEqual([]);

    api.use(
      http.patch("*/api/profile/me", () =>
        apiError(409, "CONFLICT", "That username is taken", [
          { path: "username", message: "That username is taken" },
        ]),
      ),
    );
    await user.click(screen.getByRole("tab", { name: "Personal Info" }));
    await user.type(screen.getByLabelText("Username"), "e2e-realtor");
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(await screen.findByText("Error updating profile")).toBeTruthy();
    expect(screen.getAllByText("That username is taken").length).toBeGreaterThan(0);
    expect(screen.getByLabelText("Username").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("heading", { name: "Edit Profile" })).toBeTruthy();

    await user.click(screen.getByRole("button", { name: "Cancel" }));
    const edit = await screen.findByRole("button", { name: "Edit Profile" });
    await waitFor(() => expect(document.activeElement).toBe(edit));
    expect(screen.queryByText("@e2e-realtor")).toBeNull();
  });

  it("saves the theme preference and applies it", async () => {
    const { patches } = serveMyProfile();
    const { user } = await openEditForm();
    await user.click(screen.getByRole("tab", { name: "Preferences" }));
    const preferences = screen.getByRole("tabpanel", { name: "Preferences" });
    const theme = within(preferences).getByLabelText("Theme") as HTMLSelectElement;
    expect(theme.value).toBe("system");
    const language = within(preferences).getByLabelText("Language");
    expect(
      within(language)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["English"]);
    await user.selectOptions(theme, "Dark");
    await save(user);
    expect(patches).toEqual([{ themePreference: "dark" }]);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
  });
});
