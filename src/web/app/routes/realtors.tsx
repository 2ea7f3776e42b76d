import { ComingSoonPage } from "@/web/components/coming-soon-page";

export default function RealtorsPage() {
  return (
    <ComingSoonPage
      title="Find a Realtor"
      description="The realtor directory is being built and will be available soon."
    />
  );
}
