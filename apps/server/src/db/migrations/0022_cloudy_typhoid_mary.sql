CREATE TABLE "request_portal_uploads" (
	"id" uuid PRIMARY KEY NOT NULL,
	"link_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"bytes" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "request_portal_links" ADD COLUMN "throttled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "request_portal_uploads" ADD CONSTRAINT "request_portal_uploads_link_id_request_portal_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."request_portal_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_portal_uploads" ADD CONSTRAINT "request_portal_uploads_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "request_portal_uploads_link_idx" ON "request_portal_uploads" USING btree ("link_id","created_at");--> statement-breakpoint
CREATE INDEX "request_portal_uploads_account_idx" ON "request_portal_uploads" USING btree ("account_id","created_at");