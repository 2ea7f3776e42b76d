import { AdminDashboardPage } from "@/web/features/admin/components/dashboard/admin-dashboard-page";

export default AdminDashboardPage;
