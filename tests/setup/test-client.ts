import type { TestApp } from "./test-app";
import { TEST_ORIGIN } from "./test-app";

interface RequestOptions {
  json?: unknown;
  body?: BodyInit;
  headers?: Record<string, string>;
}

/**
 * Talks to the in-process app like a browser would: keeps cookies between calls and sends the
 * app's own Origin on state-changing requests.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly testApp: Pick<TestApp, "app">) {}

  async request(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
    const headers = new Headers(options.headers);
    if (method !== "GET" && method !== "HEAD" && !headers.has("origin"))
      headers.set("origin", TEST_ORIGIN);
    if (this.cookies.size > 0) {
      headers.set(
        "cookie",
        [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "),
      );
    }
    let body = options.body;
    if (options.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.json);
    }
    const response = await this.testApp.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      headers,
      body,
    });
    this.keepCookies(response);
    return response;
  }

  get(path: string, options?: RequestOptions) {
    return this.request("GET", path, options);
  }
  post(path: string, json?: unknown, options?: RequestOptions) {
    return this.request("POST", path, { ...options, json: json ?? {} });
  }
  patch(path: string, json: unknown, options?: RequestOptions) {
    return this.request("PATCH", path, { ...options, json });
  }
  put(path: string, json: unknown, options?: RequestOptions) {
    return this.request("PUT", path, { ...options, json });
  }
  delete(path: string, options?: RequestOptions) {
    return this.request("DELETE", path, options);
  }

  private keepCookies(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = "", ...attributes] = line.split(";");
      const separator = pair.indexOf("=");
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}
