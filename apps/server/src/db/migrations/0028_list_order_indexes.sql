-- Issue 23: list indexes in the order the lists ask for. `ORDER BY x DESC` puts NULLs first, so an index on x DESC NULLS LAST
-- could not serve it and each list page sorted the whole account; the provider inbox gets its own ordered index.
DROP INDEX "tenant_applications_account_created_idx";--> statement-breakpoint
DROP INDEX "tenant_applications_account_status_idx";--> statement-breakpoint
DROP INDEX "calculator_results_user_created_idx";--> statement-breakpoint
DROP INDEX "calculator_results_user_kind_created_idx";--> statement-breakpoint
DROP INDEX "chat_messages_conversation_idx";--> statement-breakpoint
DROP INDEX "chat_participants_user_activity_idx";--> statement-breakpoint
DROP INDEX "project_models_account_status_idx";--> statement-breakpoint
DROP INDEX "project_models_account_stage_idx";--> statement-breakpoint
DROP INDEX "contacts_account_created_idx";--> statement-breakpoint
DROP INDEX "contacts_account_category_idx";--> statement-breakpoint
DROP INDEX "documents_account_created_idx";--> statement-breakpoint
DROP INDEX "documents_account_folder_idx";--> statement-breakpoint
DROP INDEX "documents_account_property_idx";--> statement-breakpoint
DROP INDEX "documents_account_type_idx";--> statement-breakpoint
DROP INDEX "gallery_images_account_created_idx";--> statement-breakpoint
DROP INDEX "gallery_images_account_property_idx";--> statement-breakpoint
DROP INDEX "gallery_images_place_idx";--> statement-breakpoint
DROP INDEX "gallery_images_room_idx";--> statement-breakpoint
DROP INDEX "inventories_account_created_idx";--> statement-breakpoint
DROP INDEX "inventories_account_property_idx";--> statement-breakpoint
DROP INDEX "inventories_account_group_idx";--> statement-breakpoint
DROP INDEX "inventory_groups_account_created_idx";--> statement-breakpoint
DROP INDEX "lease_form_templates_account_created_idx";--> statement-breakpoint
DROP INDEX "leases_account_created_idx";--> statement-breakpoint
DROP INDEX "property_services_account_created_idx";--> statement-breakpoint
DROP INDEX "property_services_account_status_idx";--> statement-breakpoint
DROP INDEX "property_services_account_property_idx";--> statement-breakpoint
DROP INDEX "tenant_requests_account_created_idx";--> statement-breakpoint
DROP INDEX "tenant_requests_account_status_idx";--> statement-breakpoint
DROP INDEX "tenant_requests_account_building_idx";--> statement-breakpoint
DROP INDEX "tenant_requests_requester_idx";--> statement-breakpoint
DROP INDEX "money_accounts_account_created_idx";--> statement-breakpoint
DROP INDEX "mortgage_schedules_account_created_idx";--> statement-breakpoint
DROP INDEX "payments_account_created_idx";--> statement-breakpoint
DROP INDEX "transactions_account_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_created_idx";--> statement-breakpoint
DROP INDEX "notifications_user_unseen_idx";--> statement-breakpoint
DROP INDEX "notifications_user_group_unseen_idx";--> statement-breakpoint
DROP INDEX "properties_account_units_created_idx";--> statement-breakpoint
DROP INDEX "rooms_account_created_idx";--> statement-breakpoint
DROP INDEX "quote_requests_account_idx";--> statement-breakpoint
DROP INDEX "quote_requests_status_idx";--> statement-breakpoint
DROP INDEX "quotes_account_idx";--> statement-breakpoint
DROP INDEX "quotes_account_status_idx";--> statement-breakpoint
DROP INDEX "share_links_subject_idx";--> statement-breakpoint
DROP INDEX "tenants_account_created_idx";--> statement-breakpoint
DROP INDEX "work_order_assignees_user_idx";--> statement-breakpoint
DROP INDEX "work_order_quote_requests_provider_idx";--> statement-breakpoint
DROP INDEX "work_order_quotes_provider_idx";--> statement-breakpoint
DROP INDEX "work_orders_account_created_idx";--> statement-breakpoint
DROP INDEX "work_orders_account_status_idx";--> statement-breakpoint
CREATE INDEX "work_orders_provider_updated_idx" ON "work_orders" USING btree ("provider_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tenant_applications_account_created_idx" ON "tenant_applications" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tenant_applications_account_status_idx" ON "tenant_applications" USING btree ("account_id","status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calculator_results_user_created_idx" ON "calculator_results" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "calculator_results_user_kind_created_idx" ON "calculator_results" USING btree ("user_id","kind","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_idx" ON "chat_messages" USING btree ("conversation_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "chat_participants_user_activity_idx" ON "chat_participants" USING btree ("user_id","activity_at" DESC NULLS FIRST,"conversation_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_models_account_status_idx" ON "project_models" USING btree ("account_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "project_models_account_stage_idx" ON "project_models" USING btree ("account_id","stage","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_account_created_idx" ON "contacts" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contacts_account_category_idx" ON "contacts" USING btree ("account_id","category_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_account_created_idx" ON "documents" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_account_folder_idx" ON "documents" USING btree ("account_id","folder_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_account_property_idx" ON "documents" USING btree ("account_id","property_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "documents_account_type_idx" ON "documents" USING btree ("account_id","type","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gallery_images_account_created_idx" ON "gallery_images" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gallery_images_account_property_idx" ON "gallery_images" USING btree ("account_id","property_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gallery_images_place_idx" ON "gallery_images" USING btree ("property_id","room_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "gallery_images_room_idx" ON "gallery_images" USING btree ("room_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventories_account_created_idx" ON "inventories" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventories_account_property_idx" ON "inventories" USING btree ("account_id","property_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventories_account_group_idx" ON "inventories" USING btree ("account_id","group_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventory_groups_account_created_idx" ON "inventory_groups" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "lease_form_templates_account_created_idx" ON "lease_form_templates" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "leases_account_created_idx" ON "leases" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "property_services_account_created_idx" ON "property_services" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "property_services_account_status_idx" ON "property_services" USING btree ("account_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "property_services_account_property_idx" ON "property_services" USING btree ("account_id","property_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tenant_requests_account_created_idx" ON "tenant_requests" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tenant_requests_account_status_idx" ON "tenant_requests" USING btree ("account_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tenant_requests_account_building_idx" ON "tenant_requests" USING btree ("account_id","building_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tenant_requests_requester_idx" ON "tenant_requests" USING btree ("requested_by","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "money_accounts_account_created_idx" ON "money_accounts" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mortgage_schedules_account_created_idx" ON "mortgage_schedules" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "payments_account_created_idx" ON "payments" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "transactions_account_created_idx" ON "transactions" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_created_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notifications_user_unseen_idx" ON "notifications" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "notifications"."seen_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_user_group_unseen_idx" ON "notifications" USING btree ("user_id","group_key","created_at" DESC NULLS FIRST) WHERE "notifications"."seen_at" is null and "notifications"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "properties_account_units_created_idx" ON "properties" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "properties"."parent_id" is not null and "properties"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "rooms_account_created_idx" ON "rooms" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quote_requests_account_idx" ON "quote_requests" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_account_idx" ON "quotes" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "quotes_account_status_idx" ON "quotes" USING btree ("account_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "share_links_subject_idx" ON "share_links" USING btree ("account_id","kind","subject_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "tenants_account_created_idx" ON "tenants" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_order_assignees_user_idx" ON "work_order_assignees" USING btree ("user_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_order_quote_requests_provider_idx" ON "work_order_quote_requests" USING btree ("provider_id","requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_order_quotes_provider_idx" ON "work_order_quotes" USING btree ("provider_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_orders_account_created_idx" ON "work_orders" USING btree ("account_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "work_orders_account_status_idx" ON "work_orders" USING btree ("account_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);