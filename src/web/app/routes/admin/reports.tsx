import { AdminReportsPage } from "@/web/features/admin/components/reports/admin-reports-page";

export default AdminReportsPage;
