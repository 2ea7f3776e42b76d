import { cleanup } from "@testing-library/react";
import HTMLElementConfig from "happy-dom/lib/config/HTMLElementConfig.js";
import ContentModel from "happy-dom/lib/config/HTMLElementConfigContentModelEnum.js";
import { afterAll, afterEach, beforeAll } from "vitest";
import { api } from "./api";

// Browsers know <search> (the search box's landmark); this happy-dom does not, and React warns
// about an unknown tag. Taught here as the plain element browsers make of it.
HTMLElementConfig.search ??= {
  className: "HTMLElement",
  contentModel: ContentModel.anyDescendants,
};

// Every request a component makes is answered by a handler the test gave, or fails the test:
// nothing reaches the network, and a forgotten handler shows as an error instead of a hang.
beforeAll(() => api.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  api.resetHandlers();
});
afterAll(() => api.close());
