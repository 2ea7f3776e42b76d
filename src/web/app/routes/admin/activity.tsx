import { AdminActivityPage } from "@/web/features/admin/components/dashboard/activity-page";

export default AdminActivityPage;
