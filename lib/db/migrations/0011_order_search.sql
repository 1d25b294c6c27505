DROP INDEX "order_lines_name_idx";--> statement-breakpoint
CREATE INDEX "order_lines_name_trgm" ON "order_lines" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_lines_code_trgm" ON "order_lines" USING gin ("code" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_lines_cas_trgm" ON "order_lines" USING gin ("cas" gin_trgm_ops);