import type { AppJobQueue } from "./jobs";
import type { AppMailer } from "./notifications/events";
import type { WebBuild } from "./pages/web-build";
import type { PlatformDeps } from "./platform/context";

/** Everything the HTTP layer needs: the plumbing, the app's mailer and the web build. */
export interface AppDeps extends PlatformDeps {
  jobs: AppJobQueue;
  mailer: AppMailer;
  /** The web app's build; without it the app serves the API and media but no pages. */
  web?: WebBuild;
}
