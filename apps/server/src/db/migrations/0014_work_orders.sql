CREATE TABLE "work_order_assignees" (
	"id" uuid PRIMARY KEY NOT NULL,
	"work_order_id" uuid NOT NULL,
	"contact_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_quote_requests" (
	"work_order_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_quote_requests_work_order_id_provider_id_pk" PRIMARY KEY("work_order_id","provider_id")
);
--> statement-breakpoint
CREATE TABLE "work_order_quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"work_order_id" uuid NOT NULL,
	"provider_id" uuid NOT NULL,
	"status" text NOT NULL,
	"status_before_archive" text,
	"line_items" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"rate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"tax_amount" numeric(12, 2) NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"earliest_start" date NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"accepted_at" timestamp with time zone,
	"declined_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_shares" (
	"id" uuid PRIMARY KEY NOT NULL,
	"work_order_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"priority" text NOT NULL,
	"timing" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"property_id" uuid NOT NULL,
	"unit_id" uuid,
	"room_id" uuid,
	"start_date" date,
	"end_date" date,
	"attachment_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"video_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"document_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"source_kind" text,
	"source_id" uuid,
	"accepted_quote_id" uuid,
	"provider_id" uuid,
	"invoice_file_id" uuid,
	"invoice_number" text,
	"invoice_amount" numeric(12, 2),
	"completion_note" text,
	"rating" smallint,
	"rating_comment" text,
	"transaction_id" uuid,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_assignees" ADD CONSTRAINT "work_order_assignees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_quote_requests" ADD CONSTRAINT "work_order_quote_requests_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_quote_requests" ADD CONSTRAINT "work_order_quote_requests_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_quotes" ADD CONSTRAINT "work_order_quotes_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_quotes" ADD CONSTRAINT "work_order_quotes_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_shares" ADD CONSTRAINT "work_order_shares_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_shares" ADD CONSTRAINT "work_order_shares_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_unit_id_properties_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_assignees_contact_key" ON "work_order_assignees" USING btree ("work_order_id","contact_id") WHERE "work_order_assignees"."contact_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_assignees_user_key" ON "work_order_assignees" USING btree ("work_order_id","user_id") WHERE "work_order_assignees"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "work_order_assignees_user_idx" ON "work_order_assignees" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_order_quote_requests_provider_idx" ON "work_order_quote_requests" USING btree ("provider_id","requested_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_quotes_provider_key" ON "work_order_quotes" USING btree ("work_order_id","provider_id");--> statement-breakpoint
CREATE INDEX "work_order_quotes_provider_idx" ON "work_order_quotes" USING btree ("provider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_shares_token_hash_key" ON "work_order_shares" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "work_order_shares_work_order_idx" ON "work_order_shares" USING btree ("work_order_id");--> statement-breakpoint
CREATE INDEX "work_orders_account_created_idx" ON "work_orders" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_account_status_idx" ON "work_orders" USING btree ("account_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "work_orders_account_name_idx" ON "work_orders" USING btree ("account_id","name","id");--> statement-breakpoint
CREATE INDEX "work_orders_provider_idx" ON "work_orders" USING btree ("provider_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_source_key" ON "work_orders" USING btree ("account_id","source_kind","source_id") WHERE "work_orders"."source_id" is not null;