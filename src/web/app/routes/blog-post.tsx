import { useParams } from "react-router";
import { BlogPostPage } from "@/web/features/blog/components/blog-post-page";

/** /blog/:id. Keyed by id: opening a related article starts that page afresh. */
export default function BlogPostRoute() {
  const { id = "" } = useParams();
  return <BlogPostPage key={id} id={id} />;
}
