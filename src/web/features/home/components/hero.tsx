import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { paths } from "@/web/lib/paths";

/** The home page's opening: the promise, the search box (`search`) and the ways in. */
export function Hero({ search }: { search?: ReactNode }) {
  return (
    <section aria-labelledby="home-title" className="border-b bg-muted">
      <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 px-4 py-20 text-center md:py-28">
        <h1 id="home-title" className="font-bold text-4xl tracking-tight md:text-6xl">
          Discover Your Dream Home
        </h1>
        <p className="max-w-2xl text-lg text-muted-foreground md:text-xl">
          Browse properties, watch video tours, and connect with top realtors all in one place.
        </p>
        {search}
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={paths.search()} className={buttonVariants({ size: "lg" })}>
            Browse Properties
          </Link>
          <Link to={paths.reels()} className={buttonVariants({ size: "lg", variant: "outline" })}>
            Watch Reels
          </Link>
        </div>
      </div>
    </section>
  );
}
