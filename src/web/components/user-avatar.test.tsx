import { fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { UserAvatar } from "./user-avatar";

/** jsdom loads no images: every one reads as complete, with the width given here (0: broken). */
function photosLoadAt(width: number) {
  Object.defineProperty(HTMLImageElement.prototype, "naturalWidth", {
    configurable: true,
    get: () => width,
  });
}
afterEach(() => photosLoadAt(0));

describe("UserAvatar", () => {
  it("draws the photo over the initials", () => {
    photosLoadAt(160);
    const { container } = render(
      <UserAvatar name="Rita Realtor" imageUrl="/media/avatars/r.webp" />,
    );
    expect(container.textContent).toBe("RR");
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/media/avatars/r.webp");
  });

  it("leaves the initials when the photo fails, and tries a new photo", () => {
    photosLoadAt(160);
    const { container, rerender } = render(
      <UserAvatar name="Rita Realtor" imageUrl="/media/avatars/gone.webp" />,
    );
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(container.querySelector("img")).toBeNull();
    rerender(<UserAvatar name="Rita Realtor" imageUrl="/media/avatars/new.webp" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/media/avatars/new.webp");
  });

  it("removes a photo that failed before the page was live", () => {
    photosLoadAt(0);
    const { container } = render(
      <UserAvatar name="Rita Realtor" imageUrl="/media/avatars/x.webp" />,
    );
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("RR");
  });

  it("shows only the initials without a photo", () => {
    const { container } = render(<UserAvatar name="Rita Realtor" imageUrl={null} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).toBe("RR");
  });
});
