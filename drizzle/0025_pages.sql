CREATE TABLE "pages" (
	"page_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_page_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"path" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "pages_path_check" CHECK ("pages"."path" ~ '^/[a-z0-9-]+/([a-z0-9-]+/)?$')
);
--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_path_key" ON "pages" USING btree ("path");