import { Camera } from "lucide-react";
import type { PhotoCredit as PhotoCreditData } from "@/shared/properties";
import { ProfessionalCredit } from "@/web/components/professional-credit";

/** "Photos by <name>" under a listing's gallery. */
export function PhotoCredit({ credit }: { credit: PhotoCreditData | null }) {
  if (!credit) return null;
  return (
    <ProfessionalCredit
      lead="Photos by"
      credit={credit}
      icon={<Camera aria-hidden="true" className="size-4" />}
      className="flex items-center gap-1.5 text-muted-foreground text-sm"
      linkClassName="font-medium text-foreground underline-offset-4 hover:underline"
      nameClassName="font-medium text-foreground"
    />
  );
}
