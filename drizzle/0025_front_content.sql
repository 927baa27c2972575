CREATE TABLE "banners" (
	"banner_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "banners_banner_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "blocks" (
	"block_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "blocks_block_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "blocks_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "content_images" (
	"image_id" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"message_id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"published_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "blocks" ADD CONSTRAINT "blocks_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_updated_by_staff_members_staff_member_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff_members"("staff_member_id") ON DELETE set null ON UPDATE no action;