import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { pageMeta } from "@/web/app/site-meta";
import { UnsubscribePanel } from "@/web/features/unsubscribe/components/unsubscribe-panel";
import type { Route } from "./+types/unsubscribe";

/** The fields of an unsubscribe link; anything else in the address is not passed on. */
const LINK_FIELDS = ["topic", "subject", "token"];

function linkQuery(source: URLSearchParams | FormData): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of LINK_FIELDS) {
    const value = source.get(name);
    if (typeof value === "string") query.set(name, value);
  }
  return query;
}

/** An invalid link answers 400, so the visit is not mistaken for a working page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = await context.reads.unsubscribeLink(linkQuery(new URL(request.url).searchParams));
  return data(link, { status: link.valid ? 200 : 400 });
}

export async function action({ request, context }: Route.ActionArgs) {
  const done = await context.actions.unsubscribe(linkQuery(await request.formData()));
  return data(done, { status: done.valid ? 200 : 400 });
}

// A personal link: keep it out of search engines.
export const meta = (args: Parameters<typeof pageMeta>[0]) => [
  ...pageMeta(args, { title: "Unsubscribe" }),
  { name: "robots", content: "noindex" },
];

export default function UnsubscribeRoute() {
  const link = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <div className="w-full px-4 py-10 md:py-16">
      <UnsubscribePanel link={link} query={linkQuery(params)} done={done} />
    </div>
  );
}
