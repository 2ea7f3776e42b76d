import { Link } from "react-router";
import { HOUSE_PATHS, PathIcon } from "@/web/components/ui/path-icon";
import { usePageWidthClass } from "@/web/lib/page-width";
import { paths } from "@/web/lib/paths";
import { useSite } from "@/web/lib/root-data";
import { HeaderAccount } from "./header-account";
import { HeaderBell } from "./header-bell";
import { MainNav } from "./main-nav";

export function SiteHeader() {
  const { siteName } = useSite();
  const width = usePageWidthClass();
  return (
    <header className="sticky top-0 z-40 border-b bg-background">
      <div className={`mx-auto flex h-16 items-center gap-8 px-4 ${width}`}>
        <Link
          to={paths.home()}
          className="flex items-center gap-2 rounded-md font-bold text-lg tracking-tight"
        >
          <span className="flex size-8 items-center justify-center rounded-lg bg-primary text-primary-foreground">
            <PathIcon paths={HOUSE_PATHS} className="size-5" />
          </span>
          {siteName}
        </Link>
        <MainNav />
        <div className="ml-auto flex items-center gap-2">
          <HeaderBell />
          <HeaderAccount />
        </div>
      </div>
    </header>
  );
}
