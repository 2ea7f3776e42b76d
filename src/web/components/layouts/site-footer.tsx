import { lazy, Suspense } from "react";
import { PRODUCT_NAME } from "@/web/lib/use-document-title";

// Below the fold and used rarely: it loads after the page, in a box of its final size.
const ThemeSelect = lazy(() => import("./theme-select"));

export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <Suspense fallback={<div className="h-9" />}>
          <ThemeSelect />
        </Suspense>
      </div>
    </footer>
  );
}
