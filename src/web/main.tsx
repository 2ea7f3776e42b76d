import "./styles.css";
import { useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { App } from "./app/app";
import { paths } from "./app/paths";
import { readSsrState, seedQueries } from "./app/ssr-state";
import { preloadLazies } from "./lib/lazy-component";
import { isMobileViewport } from "./lib/media";
import { createQueryClient } from "./lib/query-client";

const container = document.getElementById("root");
if (!container) throw new Error("index.html lacks the #root element");

// Phones start on the reels (part 1 §2). Decided before the first render, so a phone never
// draws the home page only to leave it, and the server can send /reels' markup for "/".
if (window.location.pathname === paths.home() && isMobileViewport()) {
  window.history.replaceState(window.history.state, "", paths.reels() + window.location.search);
}

/** Marks the document once the app's first render is committed (tests/e2e/support/hydration.ts). */
function Started() {
  useEffect(() => {
    document.documentElement.dataset.started = "";
  }, []);
  return null;
}

const queryClient = createQueryClient();
const ssrState = readSsrState();
if (ssrState) seedQueries(queryClient, ssrState);
const app = (
  <>
    <App queryClient={queryClient} router={BrowserRouter} />
    <Started />
  </>
);

// Adopt the server's markup when it drew this very page; otherwise draw from scratch. The chunks
// of every lazy part it drew load first, so the adoption completes in one pass (see
// lib/lazy-component.ts).
if (ssrState?.path === window.location.pathname + window.location.search) {
  await preloadLazies(ssrState.lazies);
  hydrateRoot(container, app);
} else {
  container.replaceChildren();
  createRoot(container).render(app);
}
