import { parseArgs } from "node:util";
import { BasemapInstallError, installBasemap } from "../maps/install-basemap";
import { loadEnv } from "../platform/env";
import { createStorage } from "../platform/storage";

const USAGE = "Usage: npm run map:install -- --extract FILE.pmtiles --assets BASEMAPS_ASSETS_DIR";

/** The `map:install` command: the self-hosted basemap into the storage env names; the exit code. */
export async function runInstallBasemap(
  argv: string[],
  print = (line: string) => console.info(line),
): Promise<number> {
  let values: { extract?: string; assets?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { extract: { type: "string" }, assets: { type: "string" } },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const { extract, assets } = values;
  if (!extract || !assets) {
    console.error(`--extract and --assets are required\n${USAGE}`);
    return 2;
  }
  const env = loadEnv();
  try {
    await installBasemap(await createStorage(env), { extract, assets }, print);
  } catch (error) {
    if (!(error instanceof BasemapInstallError)) throw error;
    console.error(error.message);
    return 1;
  }
  if (!env.mapSelfHosted) print("Set MAP_STYLE_URL=self for the maps to use it.");
  return 0;
}
