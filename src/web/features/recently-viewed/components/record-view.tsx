import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useAuth } from "@/web/lib/auth/auth-context";
import { recordView } from "../api/recently-viewed";
import { addLocalView, browserStorage } from "../local-views";

/**
 * Remembers that this listing was opened: in this browser, and for a member on their account too.
 * Always on the page (it draws nothing); the list itself loads only near the foot of the page.
 */
export function RecordView({ propertyId }: { propertyId: string }) {
  const { user } = useAuth();
  const signedIn = user !== null;
  const queryClient = useQueryClient();
  useEffect(() => {
    addLocalView(browserStorage(), propertyId);
  }, [propertyId]);
  useEffect(() => {
    // A visit that fails to record costs nothing the visitor would notice: no message for it.
    if (signedIn) recordView(queryClient, propertyId).catch(() => {});
  }, [signedIn, propertyId, queryClient]);
  return null;
}
