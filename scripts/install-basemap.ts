import { runInstallBasemap } from "../src/server/cli/install-basemap";
import { EnvError } from "../src/server/platform/env";

runInstallBasemap(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    const known = error instanceof EnvError;
    console.error(known ? (error as Error).message : `map:install failed: ${String(error)}`);
    process.exit(1);
  });
