CREATE TABLE "quote_request_models" (
	"request_id" uuid NOT NULL,
	"project_model_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "quote_request_models_request_id_project_model_id_pk" PRIMARY KEY("request_id","project_model_id")
);
--> statement-breakpoint
CREATE TABLE "quote_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"project_type_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"date_ranges" jsonb NOT NULL,
	"house_id" uuid,
	"address" text DEFAULT '' NOT NULL,
	"parking_info" text NOT NULL,
	"replace_existing" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"accepted_quote_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"status_before_archive" text,
	"amount" numeric(12, 2) NOT NULL,
	"rate" numeric(6, 3) DEFAULT '0' NOT NULL,
	"tax_rate_id" integer,
	"tax_amount" numeric(12, 2) DEFAULT '0' NOT NULL,
	"total" numeric(12, 2) NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"line_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sent_at" timestamp with time zone,
	"followed_up_at" timestamp with time zone,
	"follow_up_count" integer DEFAULT 0 NOT NULL,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_models" ADD COLUMN "stage" text;--> statement-breakpoint
ALTER TABLE "quote_request_models" ADD CONSTRAINT "quote_request_models_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_request_models" ADD CONSTRAINT "quote_request_models_project_model_id_project_models_id_fk" FOREIGN KEY ("project_model_id") REFERENCES "public"."project_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_request_id_quote_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."quote_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_tax_rate_id_tax_rates_id_fk" FOREIGN KEY ("tax_rate_id") REFERENCES "public"."tax_rates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quote_request_models_model_idx" ON "quote_request_models" USING btree ("project_model_id");--> statement-breakpoint
CREATE INDEX "quote_requests_account_idx" ON "quote_requests" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quote_requests_status_idx" ON "quote_requests" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_account_request_idx" ON "quotes" USING btree ("account_id","request_id");--> statement-breakpoint
CREATE INDEX "quotes_account_idx" ON "quotes" USING btree ("account_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_account_status_idx" ON "quotes" USING btree ("account_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quotes_request_idx" ON "quotes" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "project_models_account_stage_idx" ON "project_models" USING btree ("account_id","stage","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);