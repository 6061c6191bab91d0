CREATE TABLE "property_counts" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"active" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "properties_account_active_created_idx";--> statement-breakpoint
DROP INDEX "properties_parent_idx";--> statement-breakpoint
ALTER TABLE "property_counts" ADD CONSTRAINT "property_counts_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "properties_account_active_created_asc_idx" ON "properties" USING btree ("account_id","created_at","id") WHERE "properties"."parent_id" is null and "properties"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "properties_parent_created_idx" ON "properties" USING btree ("parent_id","created_at","id");