CREATE TABLE "job_runs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"key" text,
	"start_after" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_name_key_idx" ON "job_runs" USING btree ("name","key") WHERE "job_runs"."key" is not null;--> statement-breakpoint
CREATE INDEX "job_runs_start_after_idx" ON "job_runs" USING btree ("start_after");