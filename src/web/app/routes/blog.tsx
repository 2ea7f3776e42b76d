import { ComingSoonPage } from "@/web/components/coming-soon-page";

export default function BlogPage() {
  return (
    <ComingSoonPage
      title="Real Estate Blog"
      description="Articles about buying, selling and owning a home are on their way; the blog is being built."
    />
  );
}
