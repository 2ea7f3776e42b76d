import { AdminAnalyticsPage } from "@/web/features/admin/components/analytics/admin-analytics-page";

export default AdminAnalyticsPage;
