import { AdminSettingsPage } from "@/web/features/admin/components/settings/admin-settings-page";

export default AdminSettingsPage;
