import { Link } from "react-router";
import type { BlogPostDetail } from "@/shared/blog";
import { UserAvatar } from "@/web/components/user-avatar";
import { categoryLabel, formatBlogDate } from "@/web/lib/blog-format";
import { paths } from "@/web/lib/paths";

const BADGE_LINK =
  "inline-flex items-center rounded-full px-3 py-1 font-semibold text-xs transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background";

/** Category and tag badges (each opens the list it names), title and byline. */
export function BlogPostHeader({ post }: { post: BlogPostDetail }) {
  const { author } = post;
  return (
    <header className="space-y-5">
      <ul aria-label="Categories and tags" className="flex flex-wrap gap-2">
        {post.categories.map((name) => (
          <li key={`category-${name}`}>
            <Link
              to={paths.blog({ category: name })}
              className={`${BADGE_LINK} bg-primary text-primary-foreground hover:bg-primary/90`}
            >
              {categoryLabel(name)}
            </Link>
          </li>
        ))}
        {post.tags.map((tag) => (
          <li key={`tag-${tag}`}>
            <Link
              to={paths.blog({ q: tag })}
              className={`${BADGE_LINK} bg-accent text-accent-foreground hover:bg-accent/80`}
            >
              {tag}
            </Link>
          </li>
        ))}
      </ul>
      <h1 className="font-bold text-3xl leading-tight tracking-tight md:text-4xl">{post.title}</h1>
      <div className="flex items-center gap-3">
        <UserAvatar name={author.name} imageUrl={author.avatarUrl} className="size-11" />
        <div className="text-sm">
          <p className="font-semibold">
            <span className="sr-only">By </span>
            {author.name}
          </p>
          <p className="text-muted-foreground">
            {author.title ? <span>{author.title} · </span> : null}
            {post.publishedAt ? (
              <time dateTime={post.publishedAt}>{formatBlogDate(post.publishedAt)}</time>
            ) : (
              "Draft"
            )}
            {` · ${post.readMinutes} min read`}
          </p>
        </div>
      </div>
    </header>
  );
}
