import { ComingSoonPage } from "@/web/components/coming-soon-page";

export default function BlogPostPage() {
  return (
    <ComingSoonPage
      title="Blog Article"
      description="Blog articles are being built and will be available soon."
    />
  );
}
