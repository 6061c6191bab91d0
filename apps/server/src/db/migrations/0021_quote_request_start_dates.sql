ALTER TABLE "quote_requests" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "start_date_proposed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "start_date_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "completed_at" timestamp with time zone;