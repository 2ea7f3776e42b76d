import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import type { GuestThread } from "@/shared/leads";
import { withPageApi } from "@/web/app/page-queries.server";
import { pageMeta } from "@/web/app/site-meta";
import { GuestThreadPanel } from "@/web/features/inbox/components/guest-thread-panel";
import { ApiClientError, apiRequest } from "@/web/lib/api-client";
import type { Route } from "./+types/guest-thread";

const keyQuery = (key: string) => `?key=${encodeURIComponent(key)}` as const;

/** A link that opens no thread answers 404, so the visit is not mistaken for a working page. */
async function readThread(id: string, key: string) {
  try {
    return data<GuestThread | null>(
      await apiRequest(
        "GET /api/guest-threads/:id",
        `/api/guest-threads/${encodeURIComponent(id)}${keyQuery(key)}`,
      ),
    );
  } catch (error) {
    if (!(error instanceof ApiClientError && [400, 404].includes(error.status))) throw error;
    return data<GuestThread | null>(null, { status: 404 });
  }
}

export const loader = ({ params, request, context }: Route.LoaderArgs) =>
  withPageApi(context, () =>
    readThread(params.id, new URL(request.url).searchParams.get("key") ?? ""),
  );

/** A reply posted by the page's plain form; a refusal comes back as the sentence to show. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const key = String(form.get("key") ?? "");
  const body = String(form.get("body") ?? "");
  return withPageApi(context, async () => {
    try {
      await apiRequest(
        "POST /api/guest-threads/:id/messages",
        `/api/guest-threads/${encodeURIComponent(params.id)}/messages${keyQuery(key)}`,
        { body: { body } },
      );
      return { error: undefined };
    } catch (error) {
      if (!(error instanceof ApiClientError) || error.status >= 500) throw error;
      const issue = error.issues?.[0]?.message;
      return data({ error: issue ?? error.message }, { status: error.status });
    }
  });
}

// A personal link: keep it out of search engines.
export const meta = (args: Parameters<typeof pageMeta>[0]) => [
  ...pageMeta(args, { title: "Your conversation" }),
  { name: "robots", content: "noindex" },
];

export default function GuestThreadRoute() {
  const thread = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const [params] = useSearchParams();
  return (
    <div className="w-full px-4 py-10 md:py-16">
      <GuestThreadPanel thread={thread} linkKey={params.get("key") ?? ""} error={answer?.error} />
    </div>
  );
}
