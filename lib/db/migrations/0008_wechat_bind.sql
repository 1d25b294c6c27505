ALTER TABLE "wechat_logins" ADD COLUMN "mobile" varchar(11);--> statement-breakpoint
ALTER TABLE "wechat_logins" ADD COLUMN "recommend_mobile" varchar(11);--> statement-breakpoint
ALTER TABLE "wechat_logins" ADD COLUMN "no_bind_hash" varchar(64);