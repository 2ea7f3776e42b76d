import { useEffect, useRef, useState } from "react";
import { avatarText } from "@/web/lib/avatar-text";
import { cn } from "@/web/lib/cn";

interface UserAvatarProps {
  name: string | null | undefined;
  imageUrl: string | null | undefined;
  className?: string;
}

/**
 * The photo when there is one (and it loads), else the initials. Decorative: the name is nearby.
 * The server draws the photo over the initials, so it shows before scripts run; a photo that
 * fails is removed and the initials beneath show. (Radix's Avatar waits for scripts to show any
 * photo and cost every page about 3 kB.)
 */
export function UserAvatar({ name, imageUrl, className }: UserAvatarProps) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const image = useRef<HTMLImageElement>(null);
  // A photo that failed before the page was live fired its error event with no one listening.
  useEffect(() => {
    const photo = image.current;
    if (photo?.complete && photo.naturalWidth === 0 && imageUrl) setFailedUrl(imageUrl);
  }, [imageUrl]);
  return (
    <span className={cn("relative flex size-9 shrink-0 overflow-hidden rounded-full", className)}>
      <span
        aria-hidden="true"
        className="flex size-full items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
      >
        {avatarText(name)}
      </span>
      {imageUrl && imageUrl !== failedUrl ? (
        <img
          ref={image}
          src={imageUrl}
          alt=""
          onError={() => setFailedUrl(imageUrl)}
          className="absolute inset-0 size-full object-cover"
        />
      ) : null}
    </span>
  );
}
