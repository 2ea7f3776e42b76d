import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { UnsubscribeLink } from "@/shared/unsubscribe";
import { withPageApi } from "@/web/app/page-queries.server";
import { pageMeta } from "@/web/app/site-meta";
import { UnsubscribePanel } from "@/web/features/unsubscribe/components/unsubscribe-panel";
import { ApiClientError, apiRequest } from "@/web/lib/api-client";
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

/** The API's answer for a link as the page shows it: what it turns off, or why it cannot. */
async function linkAnswer(read: () => Promise<UnsubscribeLink>) {
  let link: UnsubscribeLink;
  try {
    link = await read();
  } catch (error) {
    if (!(error instanceof ApiClientError && error.status === 400)) throw error;
    link = { valid: false, message: error.message };
  }
  // An invalid link answers 400, so the visit is not mistaken for a working page.
  return data(link, { status: link.valid ? 200 : 400 });
}

export const loader = ({ request, context }: Route.LoaderArgs) =>
  withPageApi(context, () =>
    linkAnswer(() =>
      apiRequest(
        "GET /api/email/unsubscribe-link",
        `/api/email/unsubscribe-link?${linkQuery(new URL(request.url).searchParams)}`,
      ),
    ),
  );

export async function action({ request, context }: Route.ActionArgs) {
  const query = linkQuery(await request.formData());
  return withPageApi(context, () =>
    linkAnswer(async () => {
      const { topic, turnsOff } = await apiRequest(
        "POST /api/email/unsubscribe",
        `/api/email/unsubscribe?${query}`,
      );
      return { valid: true, topic, turnsOff } as const;
    }),
  );
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
