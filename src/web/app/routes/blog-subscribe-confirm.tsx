import { data, Link, type MetaFunction, useLoaderData } from "react-router";
import { NEWSLETTER_MESSAGES } from "@/shared/blog";
import { pageMeta } from "@/web/app/site-meta";
import { PageNotice } from "@/web/components/not-found-notice";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { postForm } from "@/web/lib/form-post";
import { paths } from "@/web/lib/paths";
import type { Route } from "./+types/blog-subscribe-confirm";

/**
 * The link of a Subscribe confirmation e-mail. Opening it confirms, on the server,
 * so it works without JavaScript; an unknown, expired or used link answers 400 and changes
 * nothing.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const confirmed = (await postForm(context.api, "/api/blog/subscribers/confirm", { token })).ok;
  return data({ confirmed }, { status: confirmed ? 200 : 400 });
}

// The token works once: running the loader again would turn the success into "not valid".
export const shouldRevalidate = () => false;

export const meta: MetaFunction = (args) =>
  pageMeta(args, { title: "Blog subscription", description: "Confirm your blog subscription." });

export default function BlogSubscribeConfirmRoute() {
  const { confirmed } = useLoaderData<typeof loader>();
  return (
    <PageNotice
      title={confirmed ? NEWSLETTER_MESSAGES.confirmed : NEWSLETTER_MESSAGES.linkInvalid}
      text={confirmed ? NEWSLETTER_MESSAGES.confirmedDetail : NEWSLETTER_MESSAGES.linkInvalidDetail}
    >
      <Link to={paths.blog()} className={buttonVariants()}>
        Go to the blog
      </Link>
    </PageNotice>
  );
}
