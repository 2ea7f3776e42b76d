import { cleanup } from "@testing-library/react";
import { toast } from "sonner";
import { afterAll, afterEach, beforeAll } from "vitest";
import { api } from "./api";

// Every request a component makes is answered by a handler the test gave, or fails the test:
// nothing reaches the network, and a forgotten handler shows as an error instead of a hang.
beforeAll(() => api.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  // Sonner keeps its toasts in a module and hands them to the next toaster that mounts: without
  // this, one test's toast shows up in the next.
  toast.dismiss();
  api.resetHandlers();
});
afterAll(() => api.close());
