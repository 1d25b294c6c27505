CREATE TABLE "buyer_licences" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer,
	"user_id" integer NOT NULL,
	"kind" varchar(30) NOT NULL,
	"licence_no" varchar(60) NOT NULL,
	"authority" varchar(100) NOT NULL,
	"valid_from" date NOT NULL,
	"valid_to" date NOT NULL,
	"scope" varchar(200),
	"upload_id" integer NOT NULL,
	"status" varchar(20) DEFAULT 'pending' NOT NULL,
	"reason" text,
	"reviewed_by_staff_id" integer,
	"reviewed_by_name" varchar(60),
	"reviewed_at" timestamp with time zone,
	"expiry_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licence_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"licence_id" integer NOT NULL,
	"event" varchar(30) NOT NULL,
	"from_status" varchar(20),
	"to_status" varchar(20) NOT NULL,
	"actor" varchar(10) NOT NULL,
	"actor_user_id" integer,
	"staff_id" integer,
	"staff_name" varchar(60),
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restricted_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_no" varchar(32) NOT NULL,
	"product_id" integer,
	"sku_id" integer,
	"code" varchar(60),
	"product_name" text NOT NULL,
	"cas" varchar(20),
	"licence_class" varchar(30) NOT NULL,
	"package_value" varchar(30),
	"num" integer NOT NULL,
	"user_id" integer NOT NULL,
	"org_id" integer,
	"buyer_name" varchar(200) NOT NULL,
	"buyer_mobile" varchar(11),
	"licence_id" integer,
	"licence_kind" varchar(30) NOT NULL,
	"licence_no" varchar(60) NOT NULL,
	"licence_authority" varchar(100) NOT NULL,
	"licence_valid_to" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "buyer_licences" ADD CONSTRAINT "buyer_licences_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_licences" ADD CONSTRAINT "buyer_licences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_licences" ADD CONSTRAINT "buyer_licences_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_licences" ADD CONSTRAINT "buyer_licences_reviewed_by_staff_id_staff_users_id_fk" FOREIGN KEY ("reviewed_by_staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_events" ADD CONSTRAINT "licence_events_licence_id_buyer_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."buyer_licences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_events" ADD CONSTRAINT "licence_events_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_sales" ADD CONSTRAINT "restricted_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_sales" ADD CONSTRAINT "restricted_sales_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_sales" ADD CONSTRAINT "restricted_sales_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_sales" ADD CONSTRAINT "restricted_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_sales" ADD CONSTRAINT "restricted_sales_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restricted_sales" ADD CONSTRAINT "restricted_sales_licence_id_buyer_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."buyer_licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_licences_org_idx" ON "buyer_licences" USING btree ("org_id","kind");--> statement-breakpoint
CREATE INDEX "buyer_licences_user_idx" ON "buyer_licences" USING btree ("user_id","kind");--> statement-breakpoint
CREATE INDEX "buyer_licences_queue_idx" ON "buyer_licences" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "buyer_licences_expiry_idx" ON "buyer_licences" USING btree ("status","valid_to");--> statement-breakpoint
CREATE INDEX "licence_events_licence_idx" ON "licence_events" USING btree ("licence_id","id");--> statement-breakpoint
CREATE INDEX "restricted_sales_time_idx" ON "restricted_sales" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "restricted_sales_order_idx" ON "restricted_sales" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "restricted_sales_licence_idx" ON "restricted_sales" USING btree ("licence_id");--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "hazard_licence_upload_id";--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "hazard_licence_status";