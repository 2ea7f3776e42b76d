import { delay, HttpResponse, http } from "msw";
import { setupServer } from "msw/node";

/** The API as components meet it in tests: each test says what the routes it uses answer. */
export const api = setupServer(
  // Nobody is signed in unless a test says otherwise (renderRoute's `viewer`).
  http.get("*/api/auth/get-session", () => HttpResponse.json(null)),
  // Pages report views and plays without waiting for an answer.
  http.post("*/api/analytics/events", () => new HttpResponse(null, { status: 204 })),
);

/** An answer in the API's one error shape. */
export function apiError(
  status: number,
  code: string,
  message: string,
  issues?: { path: string; message: string }[],
) {
  return HttpResponse.json({ code, message, ...(issues ? { issues } : {}) }, { status });
}

export { delay, HttpResponse, http };
