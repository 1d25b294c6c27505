DROP TABLE "rate_limits" CASCADE;--> statement-breakpoint
DROP TABLE "sms_outbox" CASCADE;