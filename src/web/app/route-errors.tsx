import type { ComponentType } from "react";
import { data, isRouteErrorResponse, useRouteError } from "react-router";
import { RouteErrorPage } from "@/web/components/route-error-page";
import { ApiClientError } from "@/web/lib/api-client";
import { useDocumentTitle } from "@/web/lib/use-document-title";

/** Thrown by a loader whose page has nothing to show: HTTP 404 with the page's Not Found view. */
export function notFound(): never {
  throw data(null, { status: 404 });
}

/** A loader's read, or the route's Not Found page when the API answers 404 for it. */
export async function foundOrNotFound<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) notFound();
    throw error;
  }
}

/** A route's error view: its own Not Found page for a 404, the general error page otherwise. */
export function routeErrorBoundary(NotFound: ComponentType, title: string) {
  return function RouteErrorBoundary() {
    const error = useRouteError();
    const missing = isRouteErrorResponse(error) && error.status === 404;
    return missing ? (
      <TitledNotFound view={NotFound} title={title} />
    ) : (
      <RouteErrorPage error={error} />
    );
  };
}

function TitledNotFound({ view: NotFound, title }: { view: ComponentType; title: string }) {
  useDocumentTitle(title);
  return <NotFound />;
}
