import {
  BarChart3,
  FileText,
  Flag,
  Home,
  LayoutDashboard,
  type LucideIcon,
  Mail,
  Settings,
  Star,
  Users,
  Video,
} from "lucide-react";
import { adminPaths } from "@/web/lib/paths";

export interface AdminNavItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard is the parent of every other path). */
  end?: boolean;
}

/** The sidebar's items in order, with Outbox, Reports and Reviews just before Settings. */
export const ADMIN_NAV_ITEMS: readonly AdminNavItem[] = [
  { label: "Dashboard", to: adminPaths.dashboard(), icon: LayoutDashboard, end: true },
  { label: "Users", to: adminPaths.users(), icon: Users },
  { label: "Properties", to: adminPaths.properties(), icon: Home },
  { label: "Reels", to: adminPaths.reels(), icon: Video },
  { label: "Blog", to: adminPaths.blog(), icon: FileText },
  { label: "Analytics", to: adminPaths.analytics(), icon: BarChart3 },
  // The e-mail the app sent, and its background jobs.
  { label: "Outbox", to: adminPaths.outbox(), icon: Mail },
  // Reported conversations and realtors' response times.
  { label: "Reports", to: adminPaths.reports(), icon: Flag },
  // Members' reviews of professionals, to hide one with a reason.
  { label: "Reviews", to: adminPaths.reviews(), icon: Star },
  { label: "Settings", to: adminPaths.settings(), icon: Settings },
];
