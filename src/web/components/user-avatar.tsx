import { Avatar, AvatarFallback, AvatarImage } from "@/web/components/ui/avatar";
import { avatarText } from "@/web/lib/avatar-text";

interface UserAvatarProps {
  name: string | null | undefined;
  imageUrl: string | null | undefined;
  className?: string;
}

/** The photo when there is one (and it loads), else the initials. Decorative: the name is nearby. */
export function UserAvatar({ name, imageUrl, className }: UserAvatarProps) {
  return (
    <Avatar className={className}>
      {imageUrl ? <AvatarImage src={imageUrl} alt="" /> : null}
      <AvatarFallback aria-hidden="true">{avatarText(name)}</AvatarFallback>
    </Avatar>
  );
}
