import { AdminReelsPage } from "@/web/features/manage-reels/components/admin-reels-page";

export default AdminReelsPage;
