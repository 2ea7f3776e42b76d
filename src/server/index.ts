import path from "node:path";
import { webBuildAt } from "./pages/page-routes";
import { exitOnFailure, startServer } from "./server";

const WEB_ROOT = path.resolve(import.meta.dirname, "../../dist/web");

exitOnFailure(startServer({ web: webBuildAt(WEB_ROOT) }));
