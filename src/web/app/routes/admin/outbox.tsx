import { AdminOutboxPage } from "@/web/features/admin/components/outbox/admin-outbox-page";

export default AdminOutboxPage;
