import { useState } from "react";
import { Navigate } from "react-router";
import { paths } from "@/web/app/paths";
import { FeatureHighlights } from "@/web/features/home/components/feature-highlights";
import { Hero } from "@/web/features/home/components/hero";
import { isMobileViewport } from "@/web/lib/media";
import { useDocumentTitle } from "@/web/lib/use-document-title";

export default function HomePage() {
  // Phones start on the reels (part 1 §2); checked once at mount, not on every resize.
  const [isMobile] = useState(isMobileViewport);
  useDocumentTitle("Discover Your Dream Home");
  if (isMobile) return <Navigate to={paths.reels()} replace />;
  return (
    <>
      <Hero />
      {/*
        PLACEHOLDER: the 'Featured Properties' and 'Newest Properties' sections (part 1 §2) go
        here, between the hero and the highlights, once the API serves properties. No listings
        are shown until then.
      */}
      <FeatureHighlights />
    </>
  );
}
