CREATE TABLE "credit_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"quota" numeric(12, 2) NOT NULL,
	"period_days" integer NOT NULL,
	"reason" text,
	"contact_name" varchar(60),
	"contact_phone" varchar(30),
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"approved_quota" numeric(12, 2),
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_no" varchar(32) NOT NULL,
	"user_id" integer NOT NULL,
	"type" integer NOT NULL,
	"title" jsonb NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"email" varchar(120),
	"status" varchar(20) DEFAULT 'applying' NOT NULL,
	"invoice_number" varchar(40),
	"pdf_upload_id" integer,
	"reject_reason" text,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_gifts" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"image_url" text,
	"cost" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"cost" integer NOT NULL,
	"idempotency_key" varchar(64) NOT NULL,
	"status" varchar(20) DEFAULT 'placed' NOT NULL,
	"address" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "after_sales" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD COLUMN "event" varchar(30) DEFAULT 'apply' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD COLUMN "from_status" varchar(20);--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD COLUMN "actor" varchar(10) DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "order_line_id" integer;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "quantity" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "return_carrier" varchar(60);--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "return_tracking_no" varchar(60);--> statement-breakpoint
ALTER TABLE "after_sales" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "lead_time" varchar(60);--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "quote_valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "quote_note" text;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD COLUMN "file_upload_id" integer;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "approval_threshold" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_applications" ADD CONSTRAINT "credit_applications_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_orders" ADD CONSTRAINT "invoice_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_redemptions" ADD CONSTRAINT "points_redemptions_gift_id_points_gifts_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."points_gifts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_applications_user_idx" ON "credit_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "credit_applications_status_idx" ON "credit_applications" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_orders_live_uq" ON "invoice_orders" USING btree ("order_id") WHERE "invoice_orders"."active";--> statement-breakpoint
CREATE INDEX "invoice_orders_invoice_idx" ON "invoice_orders" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_no_uq" ON "invoices" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_redemptions_idem_uq" ON "points_redemptions" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "points_redemptions_user_idx" ON "points_redemptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_uq" ON "stock_alerts" USING btree ("user_id","sku_id") WHERE "stock_alerts"."notified_at" is null;--> statement-breakpoint
CREATE INDEX "stock_alerts_sku_idx" ON "stock_alerts" USING btree ("sku_id");--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_events_idx" ON "after_sale_events" USING btree ("after_sale_id","id");--> statement-breakpoint
CREATE INDEX "after_sales_line_idx" ON "after_sales" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "after_sales_status_idx" ON "after_sales" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "points_once_uq" ON "points_ledger" USING btree ("user_id","reason","ref_type","ref_id") WHERE "points_ledger"."ref_id" is not null;