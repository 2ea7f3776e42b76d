import { RealtorDirectory } from "@/web/features/directory/components/realtor-directory";

export default function RealtorsPage() {
  return <RealtorDirectory />;
}
