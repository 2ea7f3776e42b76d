import { ComingSoonPage } from "@/web/components/coming-soon-page";

export default function PropertyPage() {
  return (
    <ComingSoonPage
      title="Property Details"
      description="Property detail pages are being built and will be available soon."
    />
  );
}
