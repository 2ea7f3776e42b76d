import "./styles.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { AppProviders } from "./app/providers";
import { AppRoutes } from "./app/router";
import { ErrorBoundary } from "./components/error-boundary";
import { RouteErrorPage } from "./components/route-error-page";

const container = document.getElementById("root");
if (!container) throw new Error("index.html lacks the #root element");

createRoot(container).render(
  <StrictMode>
    {/* Last resort when the layout itself fails; pages have their own boundary inside it. */}
    <ErrorBoundary fallback={(error) => <RouteErrorPage error={error} />}>
      <BrowserRouter>
        <AppProviders>
          <AppRoutes />
        </AppProviders>
      </BrowserRouter>
    </ErrorBoundary>
  </StrictMode>,
);
