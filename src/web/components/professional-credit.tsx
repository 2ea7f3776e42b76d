import type { ReactNode } from "react";
import { Link } from "react-router";
import type { PhotoCredit } from "@/shared/properties";
import { paths } from "@/web/lib/paths";

interface ProfessionalCreditProps {
  /** "Photos by", "Video by". */
  lead: string;
  credit: PhotoCredit;
  icon?: ReactNode;
  className?: string;
  linkClassName?: string;
  /** The name when it is not a link. */
  nameClassName?: string;
}

/** "<lead> <name>", linking to the photographer's page while the directory shows them. */
export function ProfessionalCredit({
  lead,
  credit,
  icon,
  className,
  linkClassName,
  nameClassName = "font-semibold",
}: ProfessionalCreditProps) {
  return (
    <p className={className}>
      {icon}
      {lead}{" "}
      {credit.hasPage ? (
        <Link to={paths.photographer(credit.id)} className={linkClassName}>
          {credit.name}
        </Link>
      ) : (
        <span className={nameClassName}>{credit.name}</span>
      )}
    </p>
  );
}
