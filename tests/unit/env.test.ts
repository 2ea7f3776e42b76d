import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  EnvError,
  loadEnv,
  PUBLIC_MAP_STYLE_URL,
  SELF_HOSTED_STYLE_PATH,
} from "../../src/server/platform/env";

describe("loadEnv", () => {
  it("has defaults that need no configuration", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(path.resolve("./data"));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BASE_URL).toBe("http://localhost:3000");
    expect(env.trustedOrigins).toEqual(["http://localhost:3000"]);
    expect(env.STORAGE_DRIVER).toBe("disk");
    expect(env.SEED_DEMO).toBe(true);
  });

  it("derives the base URL from PORT and adds extra trusted origins", () => {
    const env = loadEnv({
      PORT: "4000",
      TRUSTED_ORIGINS: "http://localhost:5173/, https://a.example",
    });
    expect(env.BASE_URL).toBe("http://localhost:4000");
    expect(env.trustedOrigins).toEqual([
      "http://localhost:4000",
      "http://localhost:5173",
      "https://a.example",
    ]);
  });

  it("knows whether BASE_URL was given, and trusts proxy hops only with TRUST_PROXY", () => {
    expect(loadEnv({}).baseUrlConfigured).toBe(false);
    expect(loadEnv({ BASE_URL: "https://homes.example" }).baseUrlConfigured).toBe(true);
    expect(loadEnv({}).trustedProxyHops).toBe(0);
    expect(loadEnv({ TRUSTED_PROXY_HOPS: "2" }).trustedProxyHops).toBe(0);
    expect(loadEnv({ TRUST_PROXY: "true" }).trustedProxyHops).toBe(1);
    expect(loadEnv({ TRUST_PROXY: "true", TRUSTED_PROXY_HOPS: "2" }).trustedProxyHops).toBe(2);
    expect(() => loadEnv({ TRUSTED_PROXY_HOPS: "0" })).toThrow(/TRUSTED_PROXY_HOPS/);
  });

  it("takes a map style URL, the public street style by default, and 'atlas' for none", () => {
    expect(loadEnv({}).mapStyleUrl).toBe(PUBLIC_MAP_STYLE_URL);
    const url = "https://tiles.example.com/styles/liberty.json";
    expect(loadEnv({ MAP_STYLE_URL: url })).toMatchObject({
      mapStyleUrl: url,
      mapSelfHosted: false,
    });
    expect(loadEnv({ MAP_STYLE_URL: "atlas" }).mapStyleUrl).toBeNull();
  });

  it("takes 'self' for the basemap in the app's own storage, served from this site", () => {
    expect(loadEnv({ MAP_STYLE_URL: "self" })).toMatchObject({
      mapStyleUrl: SELF_HOSTED_STYLE_PATH,
      mapSelfHosted: true,
    });
  });

  it("treats empty values as unset", () => {
    expect(loadEnv({ DATABASE_URL: "", PORT: "" }).PORT).toBe(3000);
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ STORAGE_DRIVER: "s3" }, "S3_BUCKET"],
    [{ SEED_DEMO: "maybe" }, "SEED_DEMO"],
    [{ BASE_URL: "not a url" }, "BASE_URL"],
    [{ MAP_STYLE_URL: "file:///style.json" }, "MAP_STYLE_URL"],
    [{ MAP_STYLE_URL: "/media/maps/style.json" }, "MAP_STYLE_URL"],
  ])("stops on %j naming %s", (source, name) => {
    expect(() => loadEnv(source)).toThrow(EnvError);
    expect(() => loadEnv(source)).toThrow(new RegExp(`${name}:`));
  });
});
