import path from "node:path";
import { Camera } from "lucide-react";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { inlineIconImports, lucideLookup } from "../../scripts/vite/inline-lucide-icons";
import { lucideIcon } from "../../src/web/components/ui/lucide-icon";

const lookup = async (name: string) =>
  ["Camera", "CameraIcon"].includes(name)
    ? { name: "camera", node: [["circle", { r: "3" }]] }
    : undefined;

describe("inlining lucide icons", () => {
  it("draws an icon exactly as lucide-react does, hidden or named", async () => {
    const camera = await lucideLookup(path.resolve(import.meta.dirname, "../.."))("LucideCamera");
    if (!camera) throw new Error("lucide-react's index has no LucideCamera");
    const Inlined = lucideIcon(camera.name, camera.node as Parameters<typeof lucideIcon>[1]);
    for (const props of [{}, { className: "size-4" }, { "aria-label": "Photos", role: "img" }]) {
      expect(renderToStaticMarkup(createElement(Inlined, props))).toBe(
        renderToStaticMarkup(createElement(Camera, props)),
      );
    }
  });

  it("writes a module's icons in place and keeps its type imports", async () => {
    const code = [
      'import { useState } from "react";',
      'import { type LucideIcon, Camera, CameraIcon as Photo } from "lucide-react";',
      "export const icons: LucideIcon[] = [Camera, Photo];",
    ].join("\n");
    const output = await inlineIconImports(code, "/runtime.ts", lookup);
    expect(output).toBe(
      [
        'import { lucideIcon as __lucideIcon } from "/runtime.ts";',
        'import { useState } from "react";',
        'import type { LucideIcon } from "lucide-react";',
        'const Camera = /* @__PURE__ */ __lucideIcon("camera", [["circle",{"r":"3"}]]);',
        'const Photo = /* @__PURE__ */ __lucideIcon("camera", [["circle",{"r":"3"}]]);',
        "export const icons: LucideIcon[] = [Camera, Photo];",
      ].join("\n"),
    );
  });

  it("leaves a module without icons alone and refuses an unknown icon", async () => {
    expect(await inlineIconImports('import { a } from "b";', "/runtime.ts", lookup)).toBeNull();
    await expect(
      inlineIconImports('import { Nope } from "lucide-react";', "/runtime.ts", lookup),
    ).rejects.toThrow("lucide-react has no icon named Nope");
  });
});
