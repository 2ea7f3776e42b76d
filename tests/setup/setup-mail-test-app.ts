import { afterAll, beforeAll } from "vitest";
import { setupTestApp, type TestAppContext } from "./setup-test-app";
import { type SmtpSink, startSmtpSink } from "./smtp-sink";

/**
 * The file's test app sending its e-mail through a real SMTP server in this process
 * (smtp-sink.ts), whose received messages the tests read.
 */
export function setupMailTestApp(
  envOverrides: Record<string, string> = {},
): TestAppContext & { readonly smtp: SmtpSink } {
  let sink: SmtpSink | undefined;
  const env: Record<string, string> = { ...envOverrides };
  // Registered first, so it runs before the app's own beforeAll reads SMTP_URL.
  beforeAll(async () => {
    sink = await startSmtpSink();
    env.SMTP_URL = sink.url;
  });
  const context = setupTestApp(env);
  afterAll(() => sink?.close());
  return Object.defineProperty(context, "smtp", {
    get() {
      if (!sink) throw new Error("setupMailTestApp: the SMTP sink is used before it started");
      return sink;
    },
  }) as TestAppContext & { readonly smtp: SmtpSink };
}
