import { cleanup, configure } from "@testing-library/react";
import HTMLElementConfig from "happy-dom/lib/config/HTMLElementConfig.js";
import ContentModel from "happy-dom/lib/config/HTMLElementConfigContentModelEnum.js";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll } from "vitest";
import { api } from "./api";

// Browsers know <search> (the search box's landmark); this happy-dom does not, and React warns
// about an unknown tag. Taught here as the plain element browsers make of it.
HTMLElementConfig.search ??= {
  className: "HTMLElement",
  contentModel: ContentModel.anyDescendants,
};

// findBy and waitFor give up after 1 s by default; on a busy 2-core host a render can take longer.
configure({ asyncUtilTimeout: 5_000 });

// Two standard properties this happy-dom lacks, which react-hook-form reads to tell whether a
// <select> was changed before the form was ready (without them, every select counts as changed
// and its default value is lost): the option's `defaultSelected` (its `selected` attribute)
// and the select's `size` (its `size` attribute, 0 when absent).
if (!("defaultSelected" in HTMLOptionElement.prototype)) {
  Object.defineProperty(HTMLOptionElement.prototype, "defaultSelected", {
    get(this: HTMLOptionElement) {
      return this.hasAttribute("selected");
    },
    set(this: HTMLOptionElement, value: boolean) {
      this.toggleAttribute("selected", Boolean(value));
    },
  });
}
if (!("size" in HTMLSelectElement.prototype)) {
  Object.defineProperty(HTMLSelectElement.prototype, "size", {
    get(this: HTMLSelectElement) {
      const size = Number.parseInt(this.getAttribute("size") ?? "", 10);
      return Number.isNaN(size) || size < 0 ? 0 : size;
    },
    set(this: HTMLSelectElement, value: number) {
      this.setAttribute("size", String(value));
    },
  });
}

// Every request a component makes is answered by a handler the test gave, or fails the test:
// nothing reaches the network, and a forgotten handler shows as an error instead of a hang.
beforeAll(() => api.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module and hands them to the next toaster that mounts: without
  // this, one test's toast shows up in the next.
  toast.dismiss();
  api.resetHandlers();
  // What a test left in the browser's storage or address must not reach the next test.
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
});
afterAll(() => api.close());
