import { HydrationBoundary, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
} from "react-router";
import { RootLayout } from "@/web/components/layouts/root-layout";
import { RouteErrorPage } from "@/web/components/route-error-page";
import { apiRequest } from "@/web/lib/api-client";
import { createQueryClient } from "@/web/lib/query-client";
import { type RootData, useRootData } from "@/web/lib/root-data";
import { useStartedMark } from "@/web/lib/started-mark";
import stylesheet from "../styles.css?url";
import type { Route } from "./+types/root";
import { useNonce } from "./nonce";
import { pageQueries } from "./page-queries.server";
import { AppProviders } from "./providers";
import { ResumeIntents } from "./resume-intents";
import NotFoundPage from "./routes/not-found";
import { siteMeta } from "./site-meta";
import { readVisitor } from "./visitor.server";

export const links = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", type: "image/svg+xml", href: "/favicon.svg" },
];

export const meta: MetaFunction = siteMeta;

/**
 * The visitor (id, name, role, avatar: nothing more goes into a page) and their saved listings,
 * for the header and the hearts; the account's theme, so the page starts in it; the site's name
 * and contact e-mail for the header, footer and titles. The profile is read in the browser by
 * the screens that show it.
 */
export async function loader({ context }: Route.LoaderArgs): Promise<RootData> {
  const { dehydrated, site, accountTheme } = await pageQueries(context, async (client) => {
    const [visitor, site] = await Promise.all([
      readVisitor(client),
      apiRequest("GET /api/site", "/api/site"),
    ]);
    return { site, accountTheme: visitor.accountTheme };
  });
  return {
    dehydrated,
    baseUrl: context.baseUrl,
    site,
    accountTheme,
    mapStyleUrl: context.mapStyleUrl,
  };
}

// The visitor changes through the API (sign-in, saves), whose hooks keep the cache current; the
// page's own loaders refresh what a new address shows. A revalidation of the page itself (the
// back office's after saving the site settings) reads the root again.
export const shouldRevalidate: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}) =>
  (formMethod !== undefined && formMethod !== "GET") || currentUrl.href === nextUrl.href
    ? defaultShouldRevalidate
    : false;

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const accountTheme = useRootData()?.accountTheme ?? undefined;
  return (
    // theme-init.js sets the theme's class before React starts, the account's theme first.
    <html lang="en" data-account-theme={accountTheme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="theme-color" content="#ffffff" media="(prefers-color-scheme: light)" />
        <meta name="theme-color" content="#0b1120" media="(prefers-color-scheme: dark)" />
        <meta name="color-scheme" content="light dark" />
        <Meta />
        <Links />
        <script src="/theme-init.js" />
      </head>
      <body>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { dehydrated } = useLoaderData<typeof loader>();
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationBoundary state={dehydrated}>
        <AppProviders>
          <RootLayout />
          <ResumeIntents />
        </AppProviders>
      </HydrationBoundary>
    </QueryClientProvider>
  );
}

/** When the root itself fails: a plain page, without the header that needs the visitor. */
export function ErrorBoundary({ error }: { error: unknown }) {
  useStartedMark();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <RouteErrorPage error={error} />;
}
