import { AdminUsersPage } from "@/web/features/admin/components/users/admin-users-page";

export default AdminUsersPage;
