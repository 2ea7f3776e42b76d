import { BlogPage } from "@/web/features/blog/components/blog-page";

export default function BlogRoute() {
  return <BlogPage />;
}
