import { ComingSoonPage } from "@/web/components/coming-soon-page";

export default function PhotographersPage() {
  return (
    <ComingSoonPage
      title="Real Estate Photographers"
      description="The photographer directory is being built and will be available soon."
    />
  );
}
