import { Construction } from "lucide-react";
import { PageHeader } from "./page-header";

interface ComingSoonPageProps {
  title: string;
  /** One honest sentence about what will be here. */
  description: string;
}

/** A route whose feature arrives in a later issue: its real title, no invented content. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-4 py-10">
      <PageHeader title={title} />
      <p className="flex items-start gap-3 rounded-lg border border-dashed p-6 text-muted-foreground">
        <Construction aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>{description}</span>
      </p>
    </div>
  );
}
