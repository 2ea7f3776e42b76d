import type { ComponentProps } from "react";
import { UserAvatar } from "@/web/components/user-avatar";
import type { AuthUser } from "@/web/lib/auth/auth-user";

type AccountButtonProps = ComponentProps<"button"> & {
  user: Pick<AuthUser, "name" | "avatarUrl">;
  /** Unread messages on either side: a count beside the avatar, and words for screen readers. */
  unread?: number;
};

/** The header's avatar button that opens the account menu: the menu's trigger, and its stand-in. */
export function AccountButton({ user, unread = 0, ...props }: AccountButtonProps) {
  return (
    <button
      type="button"
      className="flex items-center gap-1.5 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      {...props}
    >
      {/* Named by text, not aria-label: a label that leaves out the visible initials fails
          WCAG 2.5.3 (label in name) for speech users; the initials are aria-hidden. */}
      <span className="sr-only">Account menu</span>
      <UserAvatar name={user.name} imageUrl={user.avatarUrl} />
      {unread > 0 ? (
        // Beside the avatar, not over it: the initials stay whole.
        <span className="min-w-5 rounded-full bg-primary px-1.5 text-center font-semibold text-primary-foreground text-xs leading-5">
          {unread}
          <span className="sr-only"> unread messages</span>
        </span>
      ) : null}
    </button>
  );
}
