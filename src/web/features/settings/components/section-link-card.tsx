import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { buttonVariants } from "@/web/components/ui/button-variants";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";

interface SectionLinkCardProps {
  title: string;
  description: string;
  to: string;
  action: string;
  icon: LucideIcon;
}

/** A short card that opens a section's full form. */
export function SectionLinkCard({
  title,
  description,
  to,
  action,
  icon: Icon,
}: SectionLinkCardProps) {
  return (
    <Card>
      <CardHeader>
        <h3 className="font-semibold text-xl">{title}</h3>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Link to={to} className={buttonVariants()}>
          <Icon aria-hidden="true" />
          {action}
        </Link>
      </CardContent>
    </Card>
  );
}
