CREATE TABLE "support_locations" (
	"support_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "support_locations_support_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "support_locations_key_check" CHECK ("support_locations"."key" ~ '^[a-z0-9]+(-[a-z0-9]+)*$')
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"vacancy_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vacancies_vacancy_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "support_locations" ADD CONSTRAINT "support_locations_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vacancies" ADD CONSTRAINT "vacancies_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "support_locations_key_key" ON "support_locations" USING btree ("key");--> statement-breakpoint
CREATE INDEX "vacancies_published_slug_idx" ON "vacancies" USING btree (("published" ->> 'slug'));