import { type ComponentType, useEffect, useRef } from "react";
import { notifyError, notifySuccess } from "@/web/lib/notify";
import { useSavedIds } from "../api/get-saved-ids";
import { useRemoveSavedProperty } from "../api/remove-saved-property";
import { useSaveProperty } from "../api/save-property";
import { notifySaveOutcome } from "../saved-toasts";
import type { SaveButtonViewProps } from "./save-views";

interface SaveToggleProps {
  userId: string;
  propertyId: string;
  view: ComponentType<SaveButtonViewProps>;
  /** Its stand-in was pressed before it arrived (save-button.tsx): toggle once, now. */
  pressedEarly?: boolean;
}

/** The signed-in save button (loaded lazily): optimistic toggle, rolled back on failure. */
export default function SaveToggle({
  userId,
  propertyId,
  view: View,
  pressedEarly,
}: SaveToggleProps) {
  const savedIds = useSavedIds(userId);
  const save = useSaveProperty(userId);
  const remove = useRemoveSavedProperty(userId);
  const saved = savedIds.data?.includes(propertyId) ?? false;

  const toggle = () => {
    // One request per card at a time keeps PUT and DELETE from overtaking each other.
    if (save.isPending || remove.isPending) return;
    // Promises rather than mutate's callbacks: on /saved the card (and this button) is gone
    // before the server answers, and the toast must still appear.
    if (saved) {
      remove.mutateAsync(propertyId).then(
        () =>
          notifySuccess("Property removed", "This property has been removed from your saved list."),
        (error: unknown) => notifyError("Error", error, "Failed to remove property."),
      );
    } else {
      notifySaveOutcome(save.mutateAsync(propertyId));
    }
  };

  const earlyPress = useRef(pressedEarly);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the early press is carried out once.
  useEffect(() => {
    if (earlyPress.current && savedIds.isSuccess) {
      earlyPress.current = false;
      toggle();
    }
  }, [savedIds.isSuccess]);

  return <View saved={saved} disabled={savedIds.isPending} onClick={toggle} />;
}
