import { Check, Filter } from "lucide-react";
import { DropdownMenu as MenuPrimitive } from "radix-ui";
import { ROLES, type Role } from "@/shared/roles";
import { Button } from "@/web/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/web/components/ui/dropdown-menu";
import { ROLE_LABELS } from "./role-labels";

const ALL = "all";

interface RoleFilterProps {
  value: Role | undefined;
  onChange: (role: Role | undefined) => void;
}

/** The Filter button: narrows the users table to one role. */
export function RoleFilter({ value, onChange }: RoleFilterProps) {
  const options = [
    { value: ALL, label: "All roles" },
    ...ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
  ];
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" aria-label={value ? `Filter: ${ROLE_LABELS[value]}` : "Filter"}>
          <Filter aria-hidden="true" />
          Filter
          {value ? <span className="text-muted-foreground">· {ROLE_LABELS[value]}</span> : null}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel className="font-semibold">Role</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <MenuPrimitive.RadioGroup
          value={value ?? ALL}
          onValueChange={(next) => onChange(next === ALL ? undefined : (next as Role))}
        >
          {options.map((option) => (
            <MenuPrimitive.RadioItem
              key={option.value}
              value={option.value}
              className="relative flex cursor-default select-none items-center rounded-sm py-2 pr-2 pl-8 text-sm outline-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground"
            >
              <MenuPrimitive.ItemIndicator className="absolute left-2 flex items-center">
                <Check aria-hidden="true" className="size-4" />
              </MenuPrimitive.ItemIndicator>
              {option.label}
            </MenuPrimitive.RadioItem>
          ))}
        </MenuPrimitive.RadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
