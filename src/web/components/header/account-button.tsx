import type { ComponentProps } from "react";
import { UserAvatar } from "@/web/components/user-avatar";
import type { AuthUser } from "@/web/lib/auth/auth-user";

type AccountButtonProps = ComponentProps<"button"> & {
  user: Pick<AuthUser, "name" | "avatarUrl">;
  /** Unread messages on either side: a dot on the avatar, and words for screen readers. */
  unread?: number;
};

/** The header's avatar button that opens the account menu: the menu's trigger, and its stand-in. */
export function AccountButton({ user, unread = 0, ...props }: AccountButtonProps) {
  return (
    <button
      type="button"
      className="relative rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
      {...props}
    >
      {/* Named by text, not aria-label: a label that leaves out the visible initials fails
          WCAG 2.5.3 (label in name) for speech users; the initials are aria-hidden. */}
      <span className="sr-only">Account menu</span>
      <UserAvatar name={user.name} imageUrl={user.avatarUrl} />
      {unread > 0 ? (
        <span className="absolute -top-1 -right-1 min-w-5 rounded-full bg-primary px-1 text-center font-semibold text-primary-foreground text-xs leading-5 ring-2 ring-background">
          {unread}
          <span className="sr-only"> unread messages</span>
        </span>
      ) : null}
    </button>
  );
}
