import { runCreateUser } from "../src/server/cli/create-user";
import { DataDirLockedError } from "../src/server/platform/db/lock";
import { EnvError } from "../src/server/platform/env";

runCreateUser(process.argv.slice(2))
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    const known = error instanceof EnvError || error instanceof DataDirLockedError;
    console.error(known ? (error as Error).message : `create-user failed: ${String(error)}`);
    process.exit(1);
  });
