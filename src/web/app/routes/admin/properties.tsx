import { AdminPropertiesPage } from "@/web/features/manage-properties/components/admin-properties-page";

export default AdminPropertiesPage;
