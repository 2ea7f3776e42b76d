import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";

/** The frame of the account pages reached from e-mail: one card, its heading and its words. */
export function RecoveryCard({
  title,
  description,
  children,
}: {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-8 md:py-12">
      <Card>
        <CardHeader>
          <h1 className="font-semibold text-2xl leading-tight">{title}</h1>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children ? <CardContent>{children}</CardContent> : null}
      </Card>
    </div>
  );
}

/** A problem the whole form shares, announced when it appears. */
export function FormProblem({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 p-3 text-destructive text-sm"
    >
      {children}
    </p>
  );
}
