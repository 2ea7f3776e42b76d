import { ComingSoonPage } from "@/web/components/coming-soon-page";

export default function ReelsPage() {
  return (
    <ComingSoonPage
      title="Reels"
      description="Short video tours of listed homes are on their way; this page is being built."
    />
  );
}
