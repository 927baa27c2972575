CREATE TABLE "newsletter_deliveries" (
	"delivery_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletter_deliveries_delivery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"newsletter_id" integer NOT NULL,
	"email_address" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"failure" text,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	CONSTRAINT "newsletter_deliveries_status" CHECK ("newsletter_deliveries"."status" in ('queued', 'claimed', 'sent', 'skipped', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "newsletters" (
	"newsletter_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "newsletters_newsletter_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subject" text NOT NULL,
	"preheader" text DEFAULT '' NOT NULL,
	"blocks" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"send_started_at" timestamp with time zone,
	"sent_by" integer,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletters_status" CHECK ("newsletters"."status" in ('draft', 'sending', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "newsletter_deliveries" ADD CONSTRAINT "newsletter_deliveries_newsletter_id_newsletters_newsletter_id_fk" FOREIGN KEY ("newsletter_id") REFERENCES "public"."newsletters"("newsletter_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_created_by_staff_members_staff_member_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "newsletters" ADD CONSTRAINT "newsletters_sent_by_staff_members_staff_member_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_deliveries_pair_key" ON "newsletter_deliveries" USING btree ("newsletter_id","email_address");--> statement-breakpoint
CREATE INDEX "newsletter_deliveries_queued_idx" ON "newsletter_deliveries" USING btree ("newsletter_id","delivery_id") WHERE "newsletter_deliveries"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "newsletters_sending_idx" ON "newsletters" USING btree ("newsletter_id") WHERE "newsletters"."status" = 'sending';