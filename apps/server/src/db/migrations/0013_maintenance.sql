CREATE TABLE "property_services" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"property_name" text NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	"sub_category_id" integer,
	"description" text,
	"status" text DEFAULT 'toDo' NOT NULL,
	"assignment" text NOT NULL,
	"date_mode" text DEFAULT 'dueDate' NOT NULL,
	"due_date_preset" text,
	"due_date" date,
	"start_date" date,
	"end_date" date,
	"time" text,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"request_data" text,
	"total_amount" numeric(12, 2),
	"deposit" numeric(12, 2),
	"invoice_attachment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"completion_date" date,
	"tenant_request_id" uuid,
	"work_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_portal_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"nonce" text NOT NULL,
	"token_hash" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"upload_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"building_id" uuid NOT NULL,
	"property_name" text NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text,
	"status" text DEFAULT 'in-review' NOT NULL,
	"category_id" integer NOT NULL,
	"sub_category_id" integer,
	"description" text NOT NULL,
	"urgency" text NOT NULL,
	"attachment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"video_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"from_portal" boolean DEFAULT false NOT NULL,
	"contact_name" text,
	"contact_email" text,
	"contact_phone" text,
	"rejection_reason" text,
	"work_order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_services" ADD CONSTRAINT "property_services_tenant_request_id_tenant_requests_id_fk" FOREIGN KEY ("tenant_request_id") REFERENCES "public"."tenant_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_portal_links" ADD CONSTRAINT "request_portal_links_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_portal_links" ADD CONSTRAINT "request_portal_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD CONSTRAINT "tenant_requests_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD CONSTRAINT "tenant_requests_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_requests" ADD CONSTRAINT "tenant_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_services_account_created_idx" ON "property_services" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_services_account_status_idx" ON "property_services" USING btree ("account_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "property_services_account_property_idx" ON "property_services" USING btree ("account_id","property_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "request_portal_links_property_key" ON "request_portal_links" USING btree ("property_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_portal_links_token_hash_key" ON "request_portal_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "tenant_requests_account_created_idx" ON "tenant_requests" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenant_requests_account_status_idx" ON "tenant_requests" USING btree ("account_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenant_requests_account_building_idx" ON "tenant_requests" USING btree ("account_id","building_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenant_requests_requester_idx" ON "tenant_requests" USING btree ("requested_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);