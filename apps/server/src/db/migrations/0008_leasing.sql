CREATE TABLE "tenants" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"user_id" uuid,
	"full_name" text NOT NULL,
	"email" text,
	"phone_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_of_birth" date,
	"image_id" uuid,
	"attachment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"license_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_audit_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lease_id" uuid NOT NULL,
	"event" text NOT NULL,
	"actor_role" text NOT NULL,
	"actor_user_id" uuid,
	"actor_name" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"document_hash" text,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_signatures" (
	"id" uuid PRIMARY KEY NOT NULL,
	"lease_id" uuid NOT NULL,
	"slot" text NOT NULL,
	"role" text NOT NULL,
	"tenant_id" uuid,
	"user_id" uuid,
	"signer_name" text NOT NULL,
	"signer_email" text,
	"signature_type" text NOT NULL,
	"signature_data" text NOT NULL,
	"document_hash" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_tenants" (
	"lease_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "lease_tenants_lease_id_tenant_id_pk" PRIMARY KEY("lease_id","tenant_id")
);
--> statement-breakpoint
CREATE TABLE "leases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"property_name" text NOT NULL,
	"status" text NOT NULL,
	"term" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date,
	"lease_ending_condition" text,
	"rent_amount" numeric(12, 2) NOT NULL,
	"deposit_value" numeric(12, 2) DEFAULT '0' NOT NULL,
	"deposit_term" text,
	"late_fee" jsonb,
	"rent_pay_type" text NOT NULL,
	"first_day" integer NOT NULL,
	"second_day" integer,
	"align_monthly" boolean DEFAULT false NOT NULL,
	"occupants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"utilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"amenity_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"document_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"landlord" jsonb NOT NULL,
	"template_id" uuid,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clauses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"signed_offline" boolean DEFAULT false NOT NULL,
	"document_hash" text,
	"unsigned_key" text,
	"signed_key" text,
	"sent_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"terminated_at" timestamp with time zone,
	"termination_date" date,
	"termination_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"email" text,
	"full_name" text,
	"expires_at" timestamp with time zone NOT NULL,
	"upload_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"property_id" uuid NOT NULL,
	"link_id" uuid,
	"status" text DEFAULT 'submitted' NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone_number" text NOT NULL,
	"data" jsonb NOT NULL,
	"attachment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"tenant_id" uuid,
	"decline_reason" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_form_template_shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"template_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lease_form_templates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"clauses" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_terms" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_audit_events" ADD CONSTRAINT "lease_audit_events_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signatures" ADD CONSTRAINT "lease_signatures_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_signatures" ADD CONSTRAINT "lease_signatures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_tenants" ADD CONSTRAINT "lease_tenants_lease_id_leases_id_fk" FOREIGN KEY ("lease_id") REFERENCES "public"."leases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_tenants" ADD CONSTRAINT "lease_tenants_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leases" ADD CONSTRAINT "leases_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_links" ADD CONSTRAINT "application_links_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_links" ADD CONSTRAINT "application_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_applications" ADD CONSTRAINT "tenant_applications_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_applications" ADD CONSTRAINT "tenant_applications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_applications" ADD CONSTRAINT "tenant_applications_link_id_application_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."application_links"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_applications" ADD CONSTRAINT "tenant_applications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_form_template_shares" ADD CONSTRAINT "lease_form_template_shares_template_id_lease_form_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."lease_form_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lease_form_templates" ADD CONSTRAINT "lease_form_templates_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenants_account_created_idx" ON "tenants" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenants_account_name_idx" ON "tenants" USING btree ("account_id","full_name","id");--> statement-breakpoint
CREATE INDEX "tenants_user_idx" ON "tenants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "lease_audit_events_lease_idx" ON "lease_audit_events" USING btree ("lease_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "lease_signatures_slot_key" ON "lease_signatures" USING btree ("lease_id","slot");--> statement-breakpoint
CREATE INDEX "lease_tenants_tenant_idx" ON "lease_tenants" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "leases_account_created_idx" ON "leases" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "leases_account_name_idx" ON "leases" USING btree ("account_id","property_name","id");--> statement-breakpoint
CREATE INDEX "leases_account_end_idx" ON "leases" USING btree ("account_id","end_date","id");--> statement-breakpoint
CREATE INDEX "leases_account_rent_idx" ON "leases" USING btree ("account_id","rent_amount","id");--> statement-breakpoint
CREATE INDEX "leases_property_idx" ON "leases" USING btree ("property_id","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "application_links_token_hash_key" ON "application_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "application_links_account_idx" ON "application_links" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "tenant_applications_account_created_idx" ON "tenant_applications" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "tenant_applications_account_name_idx" ON "tenant_applications" USING btree ("account_id","full_name","id");--> statement-breakpoint
CREATE INDEX "tenant_applications_account_status_idx" ON "tenant_applications" USING btree ("account_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "lease_form_template_shares_token_hash_key" ON "lease_form_template_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "lease_form_template_shares_template_idx" ON "lease_form_template_shares" USING btree ("template_id");--> statement-breakpoint
CREATE INDEX "lease_form_templates_account_created_idx" ON "lease_form_templates" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);