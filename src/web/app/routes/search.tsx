import { ComingSoonPage } from "@/web/components/coming-soon-page";

export default function SearchPage() {
  return (
    <ComingSoonPage
      title="Search Properties"
      description="Property search with filters is being built and will be available soon."
    />
  );
}
