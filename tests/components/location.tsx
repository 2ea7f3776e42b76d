import { screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { useLocation, useNavigate } from "react-router";

/**
 * Shows the address the app is at (path and query) as a labelled status, and offers the
 * browser's Back as a button: tests read URL state and walk history through them.
 */
export function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="Current URL">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        Browser Back
      </button>
    </>
  );
}

/** `Page` with the LocationProbe under it. */
export function withLocation(Page: ComponentType) {
  return function PageWithLocation() {
    return (
      <>
        <Page />
        <LocationProbe />
      </>
    );
  };
}

/** The address the LocationProbe shows; read even while a modal dialog hides the page. */
export function currentUrl(): string | null {
  return screen.getByRole("status", { name: "Current URL", hidden: true }).textContent;
}
