import { PRODUCT_NAME } from "@/web/lib/use-document-title";
import { ThemeSelect } from "./theme-select";

export function SiteFooter() {
  return (
    <footer className="border-t">
      <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 text-muted-foreground text-sm sm:flex-row sm:items-center sm:justify-between">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <ThemeSelect />
      </div>
    </footer>
  );
}
