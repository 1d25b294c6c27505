DROP INDEX "demand_user_product_uq";--> statement-breakpoint
ALTER TABLE "inquiry_basket_items" ADD COLUMN "checked" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "demand_user_product_sku_uq" ON "demand_items" USING btree ("user_id","product_id","sku_id");--> statement-breakpoint
CREATE INDEX "demand_user_time_idx" ON "demand_items" USING btree ("user_id","created_at");