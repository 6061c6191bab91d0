ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "sources" text[] DEFAULT '{calendar}'::text[] NOT NULL;