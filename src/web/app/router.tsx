import { lazy, useState } from "react";
import { Navigate, Route, Routes } from "react-router";
import { paths } from "@/web/app/paths";
import { RootLayout } from "@/web/components/layouts/root-layout";
import { isMobileViewport } from "@/web/lib/media";

// Every page is its own chunk; the layout's Suspense shows a skeleton while one loads.
// Declarative routes rather than createBrowserRouter: the data router adds 17 kB gzipped to the
// entry, and no page uses loaders or actions.
const HomePage = lazy(() => import("./routes/home"));
const ReelsPage = lazy(() => import("./routes/reels"));
const SearchPage = lazy(() => import("./routes/search"));
const PropertyPage = lazy(() => import("./routes/property"));
const ProfilePage = lazy(() => import("./routes/profile"));
const DashboardRoute = lazy(() => import("./routes/dashboard"));
const SettingsRoute = lazy(() => import("./routes/settings"));
const SavedPage = lazy(() => import("./routes/saved"));
const BlogPage = lazy(() => import("./routes/blog"));
const BlogPostPage = lazy(() => import("./routes/blog-post"));
const RealtorsPage = lazy(() => import("./routes/realtors"));
const PhotographersPage = lazy(() => import("./routes/photographers"));
const AdminRoute = lazy(() => import("./routes/admin"));
const NotFoundPage = lazy(() => import("./routes/not-found"));

/**
 * Phones start on the reels (part 1 §2). Decided here rather than in the home page, so a phone
 * never downloads the home page's chunk only to leave it. Checked once at mount, not on resize.
 */
function IndexPage() {
  const [isMobile] = useState(isMobileViewport);
  return isMobile ? <Navigate to={paths.reels()} replace /> : <HomePage />;
}

/** The route table of part 1 §2. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<IndexPage />} />
        <Route path="reels" element={<ReelsPage />} />
        <Route path="search" element={<SearchPage />} />
        <Route path="property/:id" element={<PropertyPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="dashboard" element={<DashboardRoute />} />
        <Route path="settings" element={<SettingsRoute />} />
        <Route path="saved" element={<SavedPage />} />
        <Route path="blog" element={<BlogPage />} />
        <Route path="blog/:id" element={<BlogPostPage />} />
        <Route path="realtors" element={<RealtorsPage />} />
        <Route path="photographers" element={<PhotographersPage />} />
        <Route path="admin/*" element={<AdminRoute />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
