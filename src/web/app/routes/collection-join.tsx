import { useSearchParams } from "react-router";
import { JoinCollectionPage } from "@/web/features/collections/components/join-collection-page";

/** An invitation's e-mailed link; it explains itself to visitors without an account. */
export default function CollectionJoinRoute() {
  const [params] = useSearchParams();
  return <JoinCollectionPage token={params.get("invite")} />;
}
