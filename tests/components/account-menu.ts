import { screen, waitFor } from "@testing-library/react";
import type { UserEvent } from "@testing-library/user-event";
import { expect } from "vitest";

/**
 * Opens the header's account menu from its own trigger, once the menu's code has replaced the
 * server-drawn stand-in: a click that lands while the two are swapped goes to a removed button.
 */
export async function openAccountMenu(user: UserEvent) {
  const trigger = () => screen.getByRole("button", { name: "Account menu" });
  await waitFor(() => expect(trigger().getAttribute("aria-haspopup")).toBe("menu"));
  await user.click(trigger());
  return screen.findByRole("menu");
}
