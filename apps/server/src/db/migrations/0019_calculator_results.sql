CREATE TABLE "calculator_results" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"headline" text NOT NULL,
	"input_data" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"explanation" jsonb NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calculator_results" ADD CONSTRAINT "calculator_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calculator_results_user_created_idx" ON "calculator_results" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "calculator_results_user_kind_created_idx" ON "calculator_results" USING btree ("user_id","kind","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);