import { vi } from "vitest";

/**
 * Runs `action` and returns what it printed with console.error, then clears those calls: the
 * suite's watched spy (fail-on-console-error) would otherwise fail a test whose subject is
 * meant to print a refusal.
 */
export async function consoleErrorsOf<T>(
  action: () => Promise<T>,
): Promise<{ result: T; printed: string[] }> {
  const errors = vi.mocked(console.error);
  errors.mockClear();
  try {
    const result = await action();
    return { result, printed: errors.mock.calls.map((args) => args.join(" ")) };
  } finally {
    errors.mockClear();
  }
}
