CREATE TABLE "inquiry_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"event" varchar(30) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"event" varchar(30) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_user_id" integer,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" varchar(20) NOT NULL,
	"notify_id" varchar(128) NOT NULL,
	"out_trade_no" varchar(64),
	"outcome" varchar(30) NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "inquiries_user_idx";--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "wanted_by" date;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "quote_note" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "quoted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "close_reason" text;--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "inquiries" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD COLUMN "code" varchar(60);--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD COLUMN "cas" varchar(20);--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD COLUMN "package_value" varchar(30);--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD COLUMN "purity_wish" varchar(60);--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD COLUMN "package_wish" varchar(60);--> statement-breakpoint
ALTER TABLE "inquiry_lines" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "package_value" varchar(30);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "reserved" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "delivery" varchar(30);--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "licence_class" varchar(30);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "po_number" varchar(60);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "idempotency_key" varchar(64);--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "inquiry_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pay_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "line_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "hazard_licence_upload_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "hazard_licence_status" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "voucher_upload_id" integer;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_events" ADD CONSTRAINT "inquiry_events_inquiry_id_inquiries_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."inquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_events_inquiry_idx" ON "inquiry_events" USING btree ("inquiry_id","id");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_notifications_uq" ON "payment_notifications" USING btree ("channel","notify_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_user_idem_uq" ON "inquiries" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "order_lines_name_idx" ON "order_lines" USING btree ("order_id","name");--> statement-breakpoint
CREATE INDEX "orders_user_status_idx" ON "orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idem_uq" ON "orders" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_deadline_idx" ON "orders" USING btree ("status","pay_deadline");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_id","created_at");