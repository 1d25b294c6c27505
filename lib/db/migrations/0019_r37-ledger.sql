CREATE TABLE "ledger_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner" varchar(24) NOT NULL,
	"org_id" integer,
	"user_id" integer NOT NULL,
	"source" varchar(10) NOT NULL,
	"order_id" integer,
	"order_line_id" integer,
	"unit_no" integer,
	"product_id" integer,
	"sku_id" integer,
	"name" varchar(200) NOT NULL,
	"code" varchar(60),
	"cas" varchar(20),
	"package_value" varchar(30),
	"supplier" varchar(100),
	"lot_id" integer,
	"lot_no" varchar(60),
	"coa_url" text,
	"received_on" date,
	"expires_on" date,
	"opened_on" date,
	"opened_by" varchar(60),
	"in_use_expires_on" date,
	"due_on" date,
	"storage" varchar(120),
	"location" varchar(120),
	"unit" varchar(8),
	"initial_amount" bigint,
	"remaining_amount" bigint,
	"low_threshold" bigint,
	"status" varchar(12) DEFAULT 'unopened' NOT NULL,
	"ended_on" date,
	"end_reason" varchar(200),
	"note" varchar(500),
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_remaining_ck" CHECK ("ledger_entries"."remaining_amount" is null or ("ledger_entries"."remaining_amount" >= 0 and ("ledger_entries"."initial_amount" is null or "ledger_entries"."remaining_amount" <= "ledger_entries"."initial_amount")))
);
--> statement-breakpoint
CREATE TABLE "ledger_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"event" varchar(20) NOT NULL,
	"from_status" varchar(12),
	"to_status" varchar(12) NOT NULL,
	"user_id" integer,
	"user_name" varchar(60),
	"before" jsonb,
	"after" jsonb,
	"note" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"user_id" integer,
	"due_on" date,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"channel" varchar(10),
	"error" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_usages" (
	"id" serial PRIMARY KEY NOT NULL,
	"entry_id" integer NOT NULL,
	"used_on" date NOT NULL,
	"amount" bigint NOT NULL,
	"purpose" varchar(120),
	"by_name" varchar(60),
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "lot_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "lot_no" varchar(60);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_use_days" integer;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_lot_id_coa_batches_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."coa_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_reminders" ADD CONSTRAINT "ledger_reminders_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_reminders" ADD CONSTRAINT "ledger_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_usages" ADD CONSTRAINT "ledger_usages_entry_id_ledger_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."ledger_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_usages" ADD CONSTRAINT "ledger_usages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_line_unit_uq" ON "ledger_entries" USING btree ("order_line_id","unit_no");--> statement-breakpoint
CREATE INDEX "ledger_owner_due_idx" ON "ledger_entries" USING btree ("owner","due_on","id");--> statement-breakpoint
CREATE INDEX "ledger_owner_status_due_idx" ON "ledger_entries" USING btree ("owner","status","due_on","id");--> statement-breakpoint
CREATE INDEX "ledger_owner_received_idx" ON "ledger_entries" USING btree ("owner","received_on" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ledger_owner_location_idx" ON "ledger_entries" USING btree ("owner","location");--> statement-breakpoint
CREATE INDEX "ledger_owner_product_idx" ON "ledger_entries" USING btree ("owner","product_id");--> statement-breakpoint
CREATE INDEX "ledger_search_trgm" ON "ledger_entries" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ledger_order_idx" ON "ledger_entries" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ledger_events_entry_idx" ON "ledger_events" USING btree ("entry_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_reminders_uq" ON "ledger_reminders" USING btree ("entry_id","kind");--> statement-breakpoint
CREATE INDEX "ledger_reminders_unsent_idx" ON "ledger_reminders" USING btree ("sent_at","id");--> statement-breakpoint
CREATE INDEX "ledger_usages_entry_idx" ON "ledger_usages" USING btree ("entry_id","id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_lot_id_coa_batches_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."coa_batches"("id") ON DELETE set null ON UPDATE no action;