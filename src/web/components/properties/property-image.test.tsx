import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PropertyImage } from "./property-image";

const panorama = { src: "/m/p-960.webp", srcSet: "/m/p-960.webp 960w", width: 1600, height: 400 };

describe("PropertyImage", () => {
  it("keeps the realtor's focal point in a crop, and asks for a rendition as wide as it is drawn", () => {
    const { container } = render(
      <PropertyImage
        image={{ ...panorama, focus: { x: 0.25, y: 0.5 } }}
        alt=""
        sizes="400px"
        box={4 / 3}
      />,
    );
    const img = container.querySelector("img") as HTMLImageElement;
    expect(img.style.objectPosition).toBe("25% 50%");
    expect(img.getAttribute("sizes")).toBe("calc(400px * 3)");
  });

  it("shows the whole photo, uncropped, where it fits inside its box", () => {
    const { container } = render(
      <PropertyImage
        image={{ ...panorama, focus: { x: 0.25, y: 0.5 } }}
        alt=""
        sizes="400px"
        fit="contain"
      />,
    );
    const img = container.querySelector("img") as HTMLImageElement;
    expect(img.style.objectPosition).toBe("");
    expect(img.getAttribute("sizes")).toBe("400px");
  });
});
