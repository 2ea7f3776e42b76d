import type { LucideIcon } from "lucide-react";
import { Link } from "react-router";
import { Button } from "@/web/components/ui/button";
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
        <Button asChild>
          <Link to={to}>
            <Icon aria-hidden="true" />
            {action}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
