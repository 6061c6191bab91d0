CREATE TABLE "addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"project_type_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "layouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"opening_type" text NOT NULL,
	"icon_url" text NOT NULL,
	"panels_count" integer NOT NULL,
	"price_identification_count" integer DEFAULT 0 NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"min_width" integer NOT NULL,
	"max_width" integer NOT NULL,
	"min_height" integer NOT NULL,
	"max_height" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_models" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"uuid" text NOT NULL,
	"project_type_id" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'CARD_DRAFT' NOT NULL,
	"choices" jsonb NOT NULL,
	"properties" jsonb NOT NULL,
	"model_properties" jsonb NOT NULL,
	"price_estimate" numeric(12, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"is_main_trade" boolean DEFAULT false NOT NULL,
	"is_configurable" boolean DEFAULT false NOT NULL,
	"base_price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"price_per_square_foot" numeric(12, 2) DEFAULT '0' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_types_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "question_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"name" text NOT NULL,
	"picture_url" text,
	"metadata" jsonb NOT NULL,
	"price" numeric(12, 2) DEFAULT '0' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_type_id" integer NOT NULL,
	"parent_id" integer,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"material" text,
	"is_tab_in_mobile" boolean DEFAULT false NOT NULL,
	"price_identification_count" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_models" ADD CONSTRAINT "project_models_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_models" ADD CONSTRAINT "project_models_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_options" ADD CONSTRAINT "question_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_project_type_id_project_types_id_fk" FOREIGN KEY ("project_type_id") REFERENCES "public"."project_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_parent_id_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "layouts_opening_type_idx" ON "layouts" USING btree ("opening_type","position");--> statement-breakpoint
CREATE UNIQUE INDEX "project_models_account_uuid_idx" ON "project_models" USING btree ("account_id","uuid");--> statement-breakpoint
CREATE INDEX "project_models_account_status_idx" ON "project_models" USING btree ("account_id","status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "question_options_question_idx" ON "question_options" USING btree ("question_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "questions_type_key_idx" ON "questions" USING btree ("project_type_id","key");--> statement-breakpoint
CREATE INDEX "questions_parent_idx" ON "questions" USING btree ("parent_id");