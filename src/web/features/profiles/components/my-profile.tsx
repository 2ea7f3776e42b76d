import { useEffect, useRef, useState } from "react";
import type { AuthUser } from "@/web/lib/auth/auth-user";
import { ProfileCard } from "./profile-card";
import { ProfileForm } from "./profile-form";

/**
 * The signed-in user's profile: view mode, or the edit form after 'Edit Profile'. Cancel and a
 * successful save return to view mode; a failed save stays in the form.
 */
export function MyProfile({ user }: { user: AuthUser }) {
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const switched = useRef(false);

  // Keyboard and screen-reader users land where the mode change happened.
  useEffect(() => {
    if (!switched.current) return;
    if (editing) formRef.current?.focus();
    else editButtonRef.current?.focus();
  }, [editing]);

  const setMode = (next: boolean) => {
    switched.current = true;
    setEditing(next);
  };

  if (editing) {
    return (
      <div ref={formRef} tabIndex={-1} className="outline-none">
        <ProfileForm onCancel={() => setMode(false)} onSaved={() => setMode(false)} />
      </div>
    );
  }
  return <ProfileCard user={user} onEdit={() => setMode(true)} editButtonRef={editButtonRef} />;
}
