import { fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { AVATAR_TYPE_ERROR } from "@/shared/schemas/profile";
import { renderRoute } from "../../../../../tests/components/render";
import type { AvatarChange } from "../api/use-save-profile";
import { AvatarPicker } from "./avatar-picker";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d];

function Picker({ currentUrl = null }: { currentUrl?: string | null }) {
  const [change, setChange] = useState<AvatarChange>({ kind: "keep" });
  return (
    <AvatarPicker
      name="Uma User"
      currentUrl={currentUrl}
      change={change}
      onChange={setChange}
      progress={null}
    />
  );
}

const photo = () => new File([new Uint8Array(PNG_SIGNATURE)], "me.png", { type: "image/png" });

describe("AvatarPicker", () => {
  it("previews a chosen image, and Remove clears the choice so it can be chosen again", async () => {
    const { user } = renderRoute("/profile", () => <Picker />);
    const input = await screen.findByLabelText("Choose a profile photo");
    await user.upload(input, photo());
    expect(await screen.findByText("Selected: me.png")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Remove" }));
    expect(screen.queryByText("Selected: me.png")).toBeNull();
    await user.upload(input, photo());
    expect(await screen.findByText("Selected: me.png")).toBeTruthy();
  });

  it("refuses a text file named like an image, picked or dropped", async () => {
    const { user } = renderRoute("/profile", () => <Picker />);
    const text = (name: string, type: string) =>
      new File(["these are not the pixels you are looking for"], name, { type });
    await user.upload(
      await screen.findByLabelText("Choose a profile photo"),
      text("notes.png", "image/png"),
    );
    expect(await screen.findByText(AVATAR_TYPE_ERROR.title)).toBeTruthy();
    expect(screen.getByText(AVATAR_TYPE_ERROR.message)).toBeTruthy();
    expect(screen.queryByText(/^Selected:/)).toBeNull();

    fireEvent.drop(screen.getByRole("group", { name: "Profile photo" }), {
      dataTransfer: { files: [text("photo.jpg", "image/jpeg")] },
    });
    // A second toast says so for the dropped file.
    await waitFor(() => expect(screen.getAllByText(AVATAR_TYPE_ERROR.title)).toHaveLength(2));
    expect(screen.queryByText(/^Selected:/)).toBeNull();
  });

  it("takes a dropped image", async () => {
    renderRoute("/profile", () => <Picker />);
    fireEvent.drop(await screen.findByRole("group", { name: "Profile photo" }), {
      dataTransfer: { files: [photo()] },
    });
    expect(await screen.findByText("Selected: me.png")).toBeTruthy();
  });

  it("says a current photo will go on save after Remove", async () => {
    const { user } = renderRoute("/profile", () => <Picker currentUrl="/media/avatars/me.webp" />);
    await user.click(await screen.findByRole("button", { name: "Remove" }));
    expect(screen.getByText("Your photo will be removed when you save.")).toBeTruthy();
  });
});
