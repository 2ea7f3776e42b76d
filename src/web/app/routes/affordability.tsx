import { type MetaFunction, useLoaderData, useLocation } from "react-router";
import { readAffordability } from "@/shared/schemas/affordability";
import { pageMeta } from "@/web/app/site-meta";
import { PageHeader } from "@/web/components/page-header";
import { AffordabilityCalculator } from "@/web/features/affordability/components/affordability-calculator";
import type { Route } from "./+types/affordability";

/**
 * The sent form, read from the address: the server works the figures out before scripts load.
 * Read here so the schema (zod) is not part of the page's first scripts.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { form: readAffordability(new URL(request.url).searchParams) };
}

/** Moves inside the app read the address the same way, in the browser, the schema loaded now. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const { readAffordability } = await import("@/shared/schemas/affordability");
  return { form: readAffordability(new URL(request.url).searchParams) };
}

export const meta: MetaFunction = (args) =>
  pageMeta(args, {
    title: "What can I afford?",
    description:
      "Work out a comfortable and a stretch home price, or the rent that fits, from your income, debts, down payment and state, then search homes within it.",
  });

export default function AffordabilityPage() {
  const { form } = useLoaderData<typeof loader>();
  // A new address (a sent form, the buying or renting switch) starts the calculator afresh.
  const { search } = useLocation();
  return (
    <div className="mx-auto grid max-w-4xl grid-cols-1 gap-6 px-4 py-8">
      <PageHeader
        title="What can I afford?"
        description="Lenders look at how much of your income before tax goes to housing and to all your debts. Here is the price (or rent) that keeps within their usual limits, and a stretch beyond."
      />
      <AffordabilityCalculator key={search} form={form} />
    </div>
  );
}
