-- Values stored before these limits through a path that skipped the forms' rules (Better Auth's
-- update-user took any name) are cut to fit first, so the checks below can be added.
UPDATE "user" SET "name" = left("name", 100) WHERE char_length("name") > 100;--> statement-breakpoint
UPDATE "user" SET "image" = NULL WHERE char_length("image") > 2048;--> statement-breakpoint
UPDATE "user" SET "ban_reason" = left("ban_reason", 200) WHERE char_length("ban_reason") > 200;--> statement-breakpoint
UPDATE "notifications" SET "title" = left("title", 299) || '…' WHERE char_length("title") > 300;--> statement-breakpoint
UPDATE "notifications" SET "body" = left("body", 599) || '…' WHERE char_length("body") > 600;--> statement-breakpoint
UPDATE "admin_activities" SET "details" = jsonb_set("details", '{name}', to_jsonb(left("details"->>'name', 100))) WHERE char_length("details"::text) > 4000 AND "details"->>'name' IS NOT NULL;--> statement-breakpoint
UPDATE "admin_activities" SET "details" = '{}'::jsonb WHERE char_length("details"::text) > 4000;--> statement-breakpoint
ALTER TABLE "directory_messages" DROP CONSTRAINT "directory_messages_sender_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "property_inquiries" DROP CONSTRAINT "property_inquiries_sender_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "actor_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_messages" ADD CONSTRAINT "directory_messages_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD CONSTRAINT "property_inquiries_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_actor_idx" ON "notifications" USING btree ("actor_id");--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_full_name_max_length" CHECK (char_length(full_name) <= 100);--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_brokerage_name_max_length" CHECK (char_length(brokerage_name) <= 200);--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_brokerage_email_max_length" CHECK (char_length(brokerage_email) <= 254);--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_license_number_max_length" CHECK (char_length(license_number) <= 50);--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_company_name_max_length" CHECK (char_length(company_name) <= 200);--> statement-breakpoint
ALTER TABLE "access_requests" ADD CONSTRAINT "access_requests_company_website_max_length" CHECK (char_length(company_website) <= 500);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_max_length" CHECK (char_length(kind) <= 50);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_title_max_length" CHECK (char_length(title) <= 300);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_body_max_length" CHECK (char_length(body) <= 600);--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_link_max_length" CHECK (char_length(link) <= 500);--> statement-breakpoint
ALTER TABLE "recent_searches" ADD CONSTRAINT "recent_searches_query_max_length" CHECK (char_length(query) <= 2000);--> statement-breakpoint
ALTER TABLE "admin_activities" ADD CONSTRAINT "admin_activities_action_max_length" CHECK (char_length(action) <= 50);--> statement-breakpoint
ALTER TABLE "admin_activities" ADD CONSTRAINT "admin_activities_target_type_max_length" CHECK (char_length(target_type) <= 50);--> statement-breakpoint
ALTER TABLE "admin_activities" ADD CONSTRAINT "admin_activities_target_id_max_length" CHECK (char_length(target_id) <= 100);--> statement-breakpoint
ALTER TABLE "admin_activities" ADD CONSTRAINT "admin_activities_details_max_length" CHECK (char_length(details::text) <= 4000);--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_id_max_length" CHECK (char_length(id) <= 255);--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_account_id_max_length" CHECK (char_length(account_id) <= 255);--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_provider_id_max_length" CHECK (char_length(provider_id) <= 100);--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_access_token_max_length" CHECK (char_length(access_token) <= 8192);--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_refresh_token_max_length" CHECK (char_length(refresh_token) <= 8192);--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_id_token_max_length" CHECK (char_length(id_token) <= 8192);--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_scope_max_length" CHECK (char_length(scope) <= 2048);--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_password_max_length" CHECK (char_length(password) <= 1024);--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_id_max_length" CHECK (char_length(id) <= 255);--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_token_max_length" CHECK (char_length(token) <= 255);--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_ip_address_max_length" CHECK (char_length(ip_address) <= 100);--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_agent_max_length" CHECK (char_length(user_agent) <= 16384);--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_impersonated_by_max_length" CHECK (char_length(impersonated_by) <= 64);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_id_max_length" CHECK (char_length(id) <= 64);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_name_max_length" CHECK (char_length(name) <= 100);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_email_max_length" CHECK (char_length(email) <= 254);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_image_max_length" CHECK (char_length(image) <= 2048);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_role_max_length" CHECK (char_length(role) <= 100);--> statement-breakpoint
ALTER TABLE "user" ADD CONSTRAINT "user_ban_reason_max_length" CHECK (char_length(ban_reason) <= 200);--> statement-breakpoint
ALTER TABLE "verification" ADD CONSTRAINT "verification_id_max_length" CHECK (char_length(id) <= 255);--> statement-breakpoint
ALTER TABLE "verification" ADD CONSTRAINT "verification_identifier_max_length" CHECK (char_length(identifier) <= 1024);--> statement-breakpoint
ALTER TABLE "verification" ADD CONSTRAINT "verification_value_max_length" CHECK (char_length(value) <= 8192);--> statement-breakpoint
ALTER TABLE "blog_categories" ADD CONSTRAINT "blog_categories_name_max_length" CHECK (char_length(name) <= 50);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_author_title_max_length" CHECK (char_length(author_title) <= 80);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_title_max_length" CHECK (char_length(title) <= 200);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_content_max_length" CHECK (char_length(content) <= 200000);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_plain_text_max_length" CHECK (char_length(plain_text) <= 200000);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_cover_key_max_length" CHECK (char_length(cover_key) <= 200);--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_tags_max_length" CHECK (cardinality(tags) <= 20 and char_length(array_to_string(tags, '')) <= 800);--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD CONSTRAINT "newsletter_subscribers_email_max_length" CHECK (char_length(email) <= 254);--> statement-breakpoint
ALTER TABLE "directory_messages" ADD CONSTRAINT "directory_messages_name_max_length" CHECK (char_length(name) <= 100);--> statement-breakpoint
ALTER TABLE "directory_messages" ADD CONSTRAINT "directory_messages_email_max_length" CHECK (char_length(email) <= 254);--> statement-breakpoint
ALTER TABLE "directory_messages" ADD CONSTRAINT "directory_messages_phone_max_length" CHECK (char_length(phone) <= 30);--> statement-breakpoint
ALTER TABLE "directory_messages" ADD CONSTRAINT "directory_messages_message_max_length" CHECK (char_length(message) <= 2000);--> statement-breakpoint
ALTER TABLE "photographer_portfolio_images" ADD CONSTRAINT "photographer_portfolio_images_storage_key_max_length" CHECK (char_length(storage_key) <= 200);--> statement-breakpoint
ALTER TABLE "photographer_portfolio_images" ADD CONSTRAINT "photographer_portfolio_images_label_max_length" CHECK (char_length(label) <= 80);--> statement-breakpoint
ALTER TABLE "photographer_specialties" ADD CONSTRAINT "photographer_specialties_specialty_max_length" CHECK (char_length(specialty) <= 50);--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_specialty_max_length" CHECK (char_length(specialty) <= 100);--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_company_max_length" CHECK (char_length(company) <= 200);--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_bio_max_length" CHECK (char_length(bio) <= 2000);--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_location_max_length" CHECK (char_length(location) <= 120);--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_phone_max_length" CHECK (char_length(phone) <= 30);--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_contact_email_max_length" CHECK (char_length(contact_email) <= 254);--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_experience_max_length" CHECK (char_length(experience) <= 50);--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_price_range_max_length" CHECK (char_length(price_range) <= 50);--> statement-breakpoint
ALTER TABLE "photographers" ADD CONSTRAINT "photographers_website_max_length" CHECK (char_length(website) <= 500);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_title_max_length" CHECK (char_length(title) <= 100);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_company_max_length" CHECK (char_length(company) <= 200);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_brokerage_email_max_length" CHECK (char_length(brokerage_email) <= 254);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_license_number_max_length" CHECK (char_length(license_number) <= 50);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_bio_max_length" CHECK (char_length(bio) <= 2000);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_location_max_length" CHECK (char_length(location) <= 120);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_phone_max_length" CHECK (char_length(phone) <= 30);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_contact_email_max_length" CHECK (char_length(contact_email) <= 254);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_website_max_length" CHECK (char_length(website) <= 500);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_specialties_max_length" CHECK (cardinality(specialties) <= 8 and char_length(array_to_string(specialties, '')) <= 400);--> statement-breakpoint
ALTER TABLE "realtor_profiles" ADD CONSTRAINT "realtor_profiles_languages_max_length" CHECK (cardinality(languages) <= 10 and char_length(array_to_string(languages, '')) <= 400);--> statement-breakpoint
ALTER TABLE "app_meta" ADD CONSTRAINT "app_meta_key_max_length" CHECK (char_length(key) <= 100);--> statement-breakpoint
ALTER TABLE "app_meta" ADD CONSTRAINT "app_meta_value_max_length" CHECK (char_length(value::text) <= 4000);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_username_max_length" CHECK (char_length(username) <= 30);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_phone_number_max_length" CHECK (char_length(phone_number) <= 15);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_street_address_max_length" CHECK (char_length(street_address) <= 200);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_city_max_length" CHECK (char_length(city) <= 100);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_state_max_length" CHECK (char_length(state) <= 50);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_zip_code_max_length" CHECK (char_length(zip_code) <= 10);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_avatar_key_max_length" CHECK (char_length(avatar_key) <= 200);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_bio_max_length" CHECK (char_length(bio) <= 1000);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_social_media_max_length" CHECK (char_length(social_media::text) <= 1000);--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_notification_settings_max_length" CHECK (char_length(notification_settings::text) <= 200);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_title_max_length" CHECK (char_length(title) <= 120);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_description_max_length" CHECK (char_length(description) <= 5000);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_address_max_length" CHECK (char_length(address) <= 200);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_city_max_length" CHECK (char_length(city) <= 100);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_state_max_length" CHECK (char_length(state) <= 50);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_zip_max_length" CHECK (char_length(zip) <= 10);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_condition_max_length" CHECK (char_length(condition) <= 40);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_amenities_max_length" CHECK (cardinality(amenities) <= 8 and char_length(array_to_string(amenities, '')) <= 320);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_interior_features_max_length" CHECK (cardinality(interior_features) <= 20 and char_length(array_to_string(interior_features, '')) <= 1600);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_exterior_features_max_length" CHECK (cardinality(exterior_features) <= 20 and char_length(array_to_string(exterior_features, '')) <= 1600);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_community_features_max_length" CHECK (cardinality(community_features) <= 20 and char_length(array_to_string(community_features, '')) <= 1600);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_nearby_amenities_max_length" CHECK (char_length(nearby_amenities::text) <= 8000);--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_storage_key_max_length" CHECK (char_length(storage_key) <= 200);--> statement-breakpoint
ALTER TABLE "property_images" ADD CONSTRAINT "property_images_label_max_length" CHECK (char_length(label) <= 80);--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD CONSTRAINT "property_inquiries_name_max_length" CHECK (char_length(name) <= 100);--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD CONSTRAINT "property_inquiries_email_max_length" CHECK (char_length(email) <= 254);--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD CONSTRAINT "property_inquiries_phone_max_length" CHECK (char_length(phone) <= 30);--> statement-breakpoint
ALTER TABLE "property_inquiries" ADD CONSTRAINT "property_inquiries_message_max_length" CHECK (char_length(message) <= 2000);--> statement-breakpoint
ALTER TABLE "tour_requests" ADD CONSTRAINT "tour_requests_message_max_length" CHECK (char_length(message) <= 500);--> statement-breakpoint
ALTER TABLE "reel_comments" ADD CONSTRAINT "reel_comments_body_max_length" CHECK (char_length(body) <= 500);--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_title_max_length" CHECK (char_length(title) <= 100);--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_video_key_max_length" CHECK (char_length(video_key) <= 200);--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_video_content_type_max_length" CHECK (char_length(video_content_type) <= 100);--> statement-breakpoint
ALTER TABLE "reels" ADD CONSTRAINT "reels_poster_key_max_length" CHECK (char_length(poster_key) <= 200);--> statement-breakpoint
ALTER TABLE "staged_uploads" ADD CONSTRAINT "staged_uploads_storage_key_max_length" CHECK (char_length(storage_key) <= 200);