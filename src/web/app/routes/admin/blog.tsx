import { AdminBlogPage } from "@/web/features/admin/components/blog/admin-blog-page";

export default AdminBlogPage;
