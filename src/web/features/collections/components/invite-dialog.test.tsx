import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { CollectionInvite } from "@/shared/collections";
import { ApiClientError } from "@/web/lib/api-client";
import { renderRoute } from "../../../../../tests/components/render";
import { InviteDialog } from "./invite-dialog";

const sent = (email: string): CollectionInvite => ({
  id: "i1",
  email,
  invitedByName: "Pat Member",
  expiresAt: "2026-02-01T00:00:00.000Z",
});

async function renderDialog(invite: (email: string) => Promise<CollectionInvite>) {
  const onClose = vi.fn();
  const view = renderRoute("/collections/c1", () => (
    <InviteDialog
      collectionName="Weekend tours"
      pending={[sent("waiting@example.com")]}
      invite={invite}
      onClose={onClose}
    />
  ));
  const dialog = within(await screen.findByRole("dialog", { name: "Invite to Weekend tours" }));
  return { ...view, dialog, onClose };
}

describe("InviteDialog", () => {
  it("checks the address before sending, then sends it and closes", async () => {
    const invite = vi.fn((email: string) => Promise.resolve(sent(email)));
    const { user, dialog, onClose } = await renderDialog(invite);
    expect(dialog.getByText("waiting@example.com")).toBeTruthy();

    await user.click(dialog.getByRole("button", { name: "Send invitation" }));
    expect(await dialog.findByText("Email is required")).toBeTruthy();
    await user.type(dialog.getByLabelText("Email"), "bea@");
    await user.click(dialog.getByRole("button", { name: "Send invitation" }));
    expect(await dialog.findByText("Please enter a valid email address.")).toBeTruthy();
    expect(dialog.getByLabelText("Email").getAttribute("aria-invalid")).toBe("true");
    expect(invite).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText("Email"));
    await user.type(dialog.getByLabelText("Email"), "bea@example.com");
    await user.click(dialog.getByRole("button", { name: "Send invitation" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(invite).toHaveBeenCalledWith("bea@example.com");
  });

  it("shows the server's refusal of a member already there under the field", async () => {
    const invite = vi.fn(() =>
      Promise.reject(
        new ApiClientError(409, "CONFLICT", "That person is already a member of this collection."),
      ),
    );
    const { user, dialog, onClose } = await renderDialog(invite);
    await user.type(dialog.getByLabelText("Email"), "ben@example.com");
    await user.click(dialog.getByRole("button", { name: "Send invitation" }));
    expect(
      await dialog.findByText("That person is already a member of this collection."),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("closes on Escape", async () => {
    const { user, onClose } = await renderDialog(vi.fn());
    await user.keyboard("{Escape}");
    expect(onClose).toHaveBeenCalled();
  });
});
