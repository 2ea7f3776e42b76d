import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from "react-router";
import type { PageContext } from "@/shared/page-data";

// What the server hands each page request (src/server/pages/page-routes.ts).
declare module "react-router" {
  interface AppLoadContext extends PageContext {}
}

/** A page loader's arguments, with the server's context typed. */
export type LoaderArgs = LoaderFunctionArgs<AppLoadContext>;

/** A page action's arguments, with the server's context typed. */
export type ActionArgs = ActionFunctionArgs<AppLoadContext>;
