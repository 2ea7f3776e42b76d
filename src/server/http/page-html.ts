import { SSR_STATE_ELEMENT_ID, serializeSsrState } from "@/web/app/ssr-state";
import type { RenderedPage } from "@/web/entry-server";
import { escapeMarkup } from "./escape-markup";
import { modulePreloadTags } from "./module-preloads";

const EMPTY_ROOT = '<div id="root"></div>';
/** The entry script tag Vite writes into index.html, and the preloads of what it imports. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const TITLE = /<title>[^<]*<\/title>/;

export interface PageHtml {
  /** A page the browser draws itself: the entry starts at once, with the route's scripts beside it. */
  clientDrawn(routeScripts: readonly string[]): string;
  /**
   * A server-drawn page (decision 007), with the state its scripts adopt. Its scripts download
   * and start once the page has loaded (public/start-app.js), so the markup, the styles and the
   * visible images have the connection to themselves first.
   */
  serverDrawn(page: RenderedPage, routeScripts: readonly string[]): string;
}

/** The two shapes of the built index.html a page is served as. */
export function pageHtml(indexHtml: string): PageHtml {
  const entry = ENTRY_SCRIPT.exec(indexHtml)?.[1];
  if (!entry || !indexHtml.includes(EMPTY_ROOT))
    throw new Error(`index.html lacks ${EMPTY_ROOT} or the entry script tag`);
  const entryImports = [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const withoutScripts = indexHtml.replace(ENTRY_SCRIPT, "").replace(MODULE_PRELOAD, "");
  // Replacer functions throughout: page text may hold "$&" or "$'", which a replacement string
  // would expand.
  return {
    clientDrawn: (routeScripts) =>
      indexHtml.replace("</head>", () => `${modulePreloadTags(routeScripts)}</head>`),
    serverDrawn: (page, routeScripts) => {
      const scripts = [...entryImports, ...routeScripts].join(" ");
      const start = `<script src="/start-app.js" data-entry="${entry}" data-preload="${scripts}" defer></script>`;
      const state = `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${serializeSsrState(page.state)}</script>`;
      const { title } = page;
      const titled = title
        ? withoutScripts.replace(TITLE, () => `<title>${escapeMarkup(title)}</title>`)
        : withoutScripts;
      return titled
        .replace("</head>", () => `${start}</head>`)
        .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>${state}`);
    },
  };
}
