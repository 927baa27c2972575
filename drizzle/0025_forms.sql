CREATE TABLE "form_data" (
	"form_data_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "form_data_form_data_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"form_id" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'nieuw' NOT NULL,
	"name" text NOT NULL,
	"email_address" text NOT NULL,
	"phone_number" text,
	"fields" jsonb NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	"customer_mail_sent_at" timestamp with time zone,
	"shop_mail_sent_at" timestamp with time zone,
	"mail_claimed_at" timestamp with time zone,
	"mail_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "form_data_form_id_unique" UNIQUE("form_id"),
	CONSTRAINT "form_data_status_check" CHECK ("form_data"."status" in ('nieuw', 'in behandeling', 'afgehandeld')),
	CONSTRAINT "form_data_kind_check" CHECK ("form_data"."kind" in ('contact', 'service', 'application'))
);
--> statement-breakpoint
CREATE TABLE "form_uploads" (
	"upload_id" text PRIMARY KEY NOT NULL,
	"form_id" text NOT NULL,
	"form_data_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_data" ADD CONSTRAINT "form_data_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_uploads" ADD CONSTRAINT "form_uploads_form_data_id_form_data_form_data_id_fk" FOREIGN KEY ("form_data_id") REFERENCES "public"."form_data"("form_data_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_data_received_idx" ON "form_data" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "form_data_kind_status_idx" ON "form_data" USING btree ("kind","status");--> statement-breakpoint
CREATE INDEX "form_data_unsent_mail_idx" ON "form_data" USING btree ("received_at") WHERE "form_data"."customer_mail_sent_at" is null or "form_data"."shop_mail_sent_at" is null;--> statement-breakpoint
CREATE INDEX "form_uploads_form_idx" ON "form_uploads" USING btree ("form_id");--> statement-breakpoint
CREATE INDEX "form_uploads_unsent_idx" ON "form_uploads" USING btree ("created_at") WHERE "form_uploads"."form_data_id" is null;