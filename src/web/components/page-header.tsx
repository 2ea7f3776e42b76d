import type { ReactNode } from "react";
import { useDocumentTitle } from "@/web/lib/use-document-title";

interface PageHeaderProps {
  title: string;
  description?: ReactNode;
}

/** The page's h1 and the matching tab title. */
export function PageHeader({ title, description }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <div className="space-y-2">
      <h1 className="font-bold text-3xl tracking-tight">{title}</h1>
      {description ? <p className="text-muted-foreground">{description}</p> : null}
    </div>
  );
}
