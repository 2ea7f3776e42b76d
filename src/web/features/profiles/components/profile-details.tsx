import type { ReactNode } from "react";
import type { Role } from "@/shared/roles";
import type { MyProfile } from "@/shared/schemas/profile";
import { formatPhone } from "@/web/lib/format-phone";
import { addressLines, capitalise } from "../profile-display";
import { ProfileBio } from "./profile-bio";
import { SocialLinks } from "./social-links";

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="font-medium text-muted-foreground text-sm">{term}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/** The view mode's details: role, phone, address, social links and bio, each when present. */
export function ProfileDetails({ role, profile }: { role: Role; profile: MyProfile | null }) {
  const address = profile ? addressLines(profile) : [];
  const hasSocial = profile ? Object.values(profile.socialMedia).some(Boolean) : false;
  return (
    <dl className="grid gap-4">
      <Detail term="Role">{capitalise(role)}</Detail>
      {profile?.phoneNumber ? (
        <Detail term="Phone">
          <a href={`tel:${profile.phoneNumber}`} className="hover:underline">
            {formatPhone(profile.phoneNumber)}
          </a>
        </Detail>
      ) : null}
      {address.length > 0 ? (
        <Detail term="Address">
          <address className="not-italic">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
        </Detail>
      ) : null}
      {profile && hasSocial ? (
        <Detail term="Social Media">
          <SocialLinks socialMedia={profile.socialMedia} />
        </Detail>
      ) : null}
      {profile?.bio ? (
        <Detail term="Bio">
          <ProfileBio bio={profile.bio} />
        </Detail>
      ) : null}
    </dl>
  );
}
