import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MyProfile } from "@/shared/schemas/profile";
import { myProfileQueryOptions } from "@/web/lib/auth/api/get-my-profile";
import { saveThemePreference, THEME_MUTATION_KEY } from "./save-theme-preference";

const ID = "00000000-0000-4000-8000-0000000000aa";

/** Answers each PATCH only when the test releases it, with the profile carrying the sent theme. */
function heldPatches() {
  const bodies: unknown[] = [];
  const releases: (() => void)[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_path: string, init: RequestInit) => {
      const body = JSON.parse(String(init.body)) as Pick<MyProfile, "themePreference">;
      bodies.push(body);
      await new Promise<void>((release) => releases.push(release));
      return new Response(JSON.stringify({ id: ID, ...body }));
    }),
  );
  return { bodies, releases };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("saveThemePreference", () => {
  it("sends quick choices one after the other, counted as saving until the last answer", async () => {
    const { bodies, releases } = heldPatches();
    const client = new QueryClient();
    const saving = () => client.isMutating({ mutationKey: THEME_MUTATION_KEY });
    const first = saveThemePreference(client, "dark");
    const second = saveThemePreference(client, "light");
    await vi.waitFor(() => expect(bodies).toEqual([{ themePreference: "dark" }]));
    expect(saving()).toBe(2);

    releases[0]?.();
    await first;
    // The second is sent only once the first has its answer.
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ themePreference: "light" });
    releases[1]?.();
    await second;

    expect(saving()).toBe(0);
    const cached = client.getQueryData(myProfileQueryOptions(ID).queryKey);
    expect(cached).toMatchObject({ themePreference: "light" });
  });

  it("rejects when the account could not be updated", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () => new Response(JSON.stringify({ code: "X", message: "No" }), { status: 500 }),
      ),
    );
    const client = new QueryClient();
    await expect(saveThemePreference(client, "dark")).rejects.toThrow();
    expect(client.isMutating({ mutationKey: THEME_MUTATION_KEY })).toBe(0);
  });
});
