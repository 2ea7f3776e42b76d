import type { MyProfile, SocialMedia, SocialNetwork } from "@/shared/schemas/profile";
import { SOCIAL_NETWORKS } from "@/shared/schemas/profile";

export function capitalise(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** The street on its own line, then city, state and zip joined by commas. */
export function addressLines(
  profile: Pick<MyProfile, "streetAddress" | "city" | "state" | "zipCode">,
): string[] {
  const street = profile.streetAddress?.trim();
  const locality = [profile.city, profile.state, profile.zipCode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(", ");
  return [street, locality].filter((line): line is string => Boolean(line));
}

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  handle: string;
  href: string;
}

const NETWORKS: Record<SocialNetwork, { label: string; profileUrl: (handle: string) => string }> = {
  instagram: { label: "Instagram", profileUrl: (handle) => `https://instagram.com/${handle}` },
  facebook: { label: "Facebook", profileUrl: (handle) => `https://facebook.com/${handle}` },
  linkedin: { label: "LinkedIn", profileUrl: (handle) => `https://linkedin.com/in/${handle}` },
  twitter: { label: "Twitter", profileUrl: (handle) => `https://twitter.com/${handle}` },
};

export function socialLabel(network: SocialNetwork): string {
  return NETWORKS[network].label;
}

/** One link per handle present, in a fixed order: {host}/{handle}, LinkedIn {host}/in/{handle}. */
export function socialLinks(socialMedia: SocialMedia): SocialLink[] {
  return SOCIAL_NETWORKS.flatMap((network) => {
    const handle = socialMedia[network]?.trim();
    if (!handle) return [];
    const { label, profileUrl } = NETWORKS[network];
    return [{ network, label, handle, href: profileUrl(encodeURIComponent(handle)) }];
  });
}
