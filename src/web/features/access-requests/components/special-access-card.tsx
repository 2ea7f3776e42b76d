import { ChevronDown, Clock } from "lucide-react";
import { useState } from "react";
import type { AccessRequestType } from "@/shared/schemas/access-requests";
import { Button } from "@/web/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/web/components/ui/card";
import {
  Collapsible,
  CollapsibleContent,
  CollapsibleTrigger,
} from "@/web/components/ui/collapsible";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/web/components/ui/tabs";
import type { AuthUser } from "@/web/lib/auth/auth-user";
import { cn } from "@/web/lib/cn";
import { useMyAccessRequests } from "../api/get-my-access-requests";
import { pendingTypes } from "../request-state";
import { AccessRequestList } from "./access-request-list";
import { PhotographerAccessForm } from "./photographer-access-form";
import { RealtorAccessForm } from "./realtor-access-form";

function PendingNotice({ type }: { type: AccessRequestType }) {
  return (
    <p className="flex items-start gap-3 rounded-lg bg-muted p-4 text-sm">
      <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      You already have a pending {type} access request. We'll let you know once it has been
      reviewed.
    </p>
  );
}

// Both panels stay mounted so switching tabs keeps what was typed.
const TAB_CONTENT = "data-[state=inactive]:hidden";

/**
 * For role user only: ask to become a realtor or photographer, and see what became
 * of earlier requests.
 */
export function SpecialAccessCard({ user }: { user: AuthUser }) {
  const [open, setOpen] = useState(false);
  const requests = useMyAccessRequests(user.id);
  const pending = pendingTypes(requests.data, user.profile);
  const defaultName = user.name.trim();

  return (
    <Card>
      <CardHeader>
        <h2 className="font-semibold text-xl leading-tight">Special Access</h2>
        <CardDescription>
          Are you a realtor or a real estate photographer? Request access to list properties or
          showcase your work.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <AccessRequestList query={requests} />
        <Collapsible open={open} onOpenChange={setOpen}>
          <CollapsibleTrigger asChild>
            <Button type="button" variant="outline" className="w-full justify-between">
              Request Special Access
              <ChevronDown
                aria-hidden="true"
                className={cn("transition-transform", open ? "rotate-180" : undefined)}
              />
            </Button>
          </CollapsibleTrigger>
          <CollapsibleContent className="pt-4">
            <Tabs defaultValue="realtor">
              <TabsList>
                <TabsTrigger value="realtor">Realtor Access</TabsTrigger>
                <TabsTrigger value="photographer">Photographer Access</TabsTrigger>
              </TabsList>
              <TabsContent value="realtor" forceMount className={TAB_CONTENT}>
                {pending.has("realtor") ? (
                  <PendingNotice type="realtor" />
                ) : (
                  <RealtorAccessForm defaultName={defaultName} />
                )}
              </TabsContent>
              <TabsContent value="photographer" forceMount className={TAB_CONTENT}>
                {pending.has("photographer") ? (
                  <PendingNotice type="photographer" />
                ) : (
                  <PhotographerAccessForm defaultName={defaultName} />
                )}
              </TabsContent>
            </Tabs>
          </CollapsibleContent>
        </Collapsible>
      </CardContent>
    </Card>
  );
}
