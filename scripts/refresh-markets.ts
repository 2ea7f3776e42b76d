import { runRefreshMarkets } from "../src/server/cli/refresh-markets";

runRefreshMarkets()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(`markets:refresh failed: ${(error as Error).message ?? String(error)}`);
    process.exit(1);
  });
