import { AdminReviewsPage } from "@/web/features/admin/components/reviews/admin-reviews-page";

export default AdminReviewsPage;
