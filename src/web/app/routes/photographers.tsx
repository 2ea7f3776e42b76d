import { PhotographerDirectory } from "@/web/features/directory/components/photographer-directory";

export default function PhotographersPage() {
  return <PhotographerDirectory />;
}
