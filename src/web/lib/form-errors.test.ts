import { describe, expect, it, vi } from "vitest";
import { ApiClientError } from "./api-client";
import { applyFieldIssues } from "./form-errors";

type Fields = { email: string; password: string };

describe("applyFieldIssues", () => {
  it("puts issues of known fields on those fields, focusing the first", () => {
    const setError = vi.fn();
    const error = new ApiClientError(400, "VALIDATION_FAILED", "Invalid input", [
      { path: "email", message: "Please enter a valid email address." },
      { path: "password", message: "Password is required" },
      { path: "other", message: "ignored" },
    ]);
    expect(applyFieldIssues<Fields>(error, setError, ["email", "password"])).toBe(true);
    expect(setError.mock.calls).toEqual([
      [
        "email",
        { type: "server", message: "Please enter a valid email address." },
        { shouldFocus: true },
      ],
      ["password", { type: "server", message: "Password is required" }, { shouldFocus: false }],
    ]);
  });

  it("does nothing for other errors", () => {
    const setError = vi.fn();
    expect(applyFieldIssues<Fields>(new Error("x"), setError, ["email"])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
